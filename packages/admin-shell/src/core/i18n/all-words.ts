import type { AnyRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { usePageLoaded } from '../../hooks/use-page-loaded/use-page-loaded.js';
import { afterRootBeforeLoad } from '../app/after-root-before-load.js';
import type { I18nProvider } from '../contracts.js';
import { useI18nProvider } from './i18n-context.js';

/**
 * Whether the app may be drawn as far as its words go: at once on a page drawn with the words
 * at hand (`drawnWithout`: the sign-in page), which asks for the rest once it has loaded, so
 * the next page need not wait for them; on any other page once they are here, or their load
 * failed (the router's root asks again, and shows the error).
 */
export function useAllWordsReady(drawnWithout: boolean): boolean {
  const i18n = useI18nProvider();
  const [ready, setReady] = useState(() => drawnWithout || i18n.rest === undefined);
  const pageLoaded = usePageLoaded();
  useEffect(() => {
    if (drawnWithout && !pageLoaded) return;
    const settle = () => setReady(true);
    const rest = i18n.rest?.();
    if (rest) rest.then(settle, settle);
    else settle();
  }, [i18n, drawnWithout, pageLoaded]);
  return ready;
}

const prepared = new WeakSet<AnyRouter>();

/**
 * Makes the router's root `beforeLoad` (after its own) wait for every word of the language in
 * use before each page that `needsAll` names (every page but the sign-in page): someone who
 * leaves the sign-in page before the rest of the words has come waits for it there. Once per
 * router, however often it is called.
 */
export function loadAllWordsBeforeEachPage(
  router: AnyRouter,
  i18n: I18nProvider,
  needsAll: (pathname: string) => boolean,
): void {
  afterRootBeforeLoad(router, prepared, async (options, own) => {
    if (needsAll(options.location.pathname)) await i18n.rest?.();
    return own;
  });
}
