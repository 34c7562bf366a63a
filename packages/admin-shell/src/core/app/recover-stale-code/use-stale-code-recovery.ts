import { useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/i18n-context.js';
import { compareDeployedVersion } from '../../version-watcher/compare-deployed-version.js';
import { pageLoadedTag } from '../../version-watcher/environment.js';
import { useNotifier } from '../services.js';
import { createStaleCodeRecovery } from './create-stale-code-recovery.js';
import { recoveredMessage } from './recovered-message.js';

/** Where the recovery asks for the version, as the version watcher does. */
export interface StaleCodeRecoveryHookOptions {
  /** The address whose version tag the watcher compares (HEAD). Default `/`. */
  url?: string;
  /** The fetch to use. Default: the global one. */
  fetch?: typeof globalThis.fetch;
  /** Reloads the page. Default: `window.location.reload()`. */
  reload?: () => void;
}

/**
 * Recovers from code a deployment removed while the component is mounted (see
 * {@link createStaleCodeRecovery}), comparing with the tag the version watcher learned for `url`;
 * on the page it reloaded into, a toast in the person's language says why. Mounted by
 * `VersionNotice`; `fetch` and `reload` are read when used.
 */
export function useStaleCodeRecovery(options: StaleCodeRecoveryHookOptions = {}): void {
  const { url = '/' } = options;
  const notifier = useNotifier();
  const { locale } = useI18n();
  const latest = useRef({ options, notifier, locale });
  useEffect(() => {
    latest.current = { options, notifier, locale };
  });

  useEffect(() => {
    const recovery = createStaleCodeRecovery(
      {
        compareVersion: () =>
          compareDeployedVersion(
            url,
            (input, init) => (latest.current.options.fetch ?? globalThis.fetch)(input, init),
            pageLoadedTag(url),
          ),
        onRecovered: () => {
          const { notifier, locale } = latest.current;
          notifier.notify({ kind: 'success', message: recoveredMessage[locale] });
        },
      },
      { reload: () => (latest.current.options.reload ?? (() => window.location.reload()))() },
    );
    recovery.start();
    return () => recovery.stop();
  }, [url]);
}
