import type { I18nProvider, PreferencesStore } from '../contracts.js';
import type { Register } from '../register.js';
import type { Locale, ShellMessageKey } from './messages.js';
import {
  allWordsAtHand,
  shellWords,
  type Words,
  type WordsSource,
  wordsAtHand,
  wordsOf,
} from './shell-words.js';
import { formatMessage } from './translate.js';

type AppMessages = Register extends { messages: infer M } ? M : Record<never, string>;
/** Every key `t()` accepts: the shell's and the app's registered ones. */
export type MessageKey = ShellMessageKey | Extract<keyof AppMessages, string>;
/** The app's own words in one language. */
export type AppMessagesOf = Partial<Record<MessageKey, string>>;
/**
 * An app's catalogue: its own words in each language, at hand or loaded when a person first
 * needs that language (`'en-US': () => import('./en-US').then((module) => module.enUS)`), so
 * a console ships only the words of the language it opens in. A language may come in parts
 * (`{ first, rest }`): what the sign-in page shows, at hand, and the rest, loaded once that page
 * has loaded or before any other page draws, so the sign-in page carries only its own words.
 */
export type AppCatalogue = Partial<Record<Locale, WordsSource<AppMessagesOf>>>;

export interface CatalogueI18nOptions {
  /** Where the person's language is kept, beside their other choices. */
  preferences: PreferencesStore;
  /** The app's own messages, over the shell's. */
  messages?: AppCatalogue | undefined;
  /** Language before the person picks one. Default `zh-CN`. */
  defaultLocale?: Locale | undefined;
}

/**
 * The shell's own i18n: the shell's catalogue with the app's messages over it, the language
 * kept in the preferences (so other tabs follow a switch). A key missing from both reads as
 * itself, which a person reports and a test catches.
 *
 * A language whose words are not at hand (the shell's English, an app's loader) is loaded when
 * it is first needed; until then the page keeps the language it speaks, or, at start, waits
 * (`pending`). Words that cannot arrive leave the page in the language it has, or in the
 * default one at start: a page in the other language beats no page.
 */
export function createCatalogueI18n(options: CatalogueI18nOptions): I18nProvider {
  const { preferences, messages } = options;
  const defaultLocale = options.defaultLocale ?? 'zh-CN';
  const catalogues = new Map<Locale, { words: Words; complete: boolean }>();
  const listeners = new Set<() => void>();

  const wanted = () => preferences.get().locale ?? defaultLocale;
  const sourcesOf = (locale: Locale) => [shellWords[locale], messages?.[locale] ?? {}];

  /**
   * The merged words of `locale` when the shell's and the app's are at hand (of a language in
   * parts, at least the first part), remembered, and merged again once the rest has come.
   */
  function catalogueOf(locale: Locale): { words: Words; complete: boolean } | undefined {
    const known = catalogues.get(locale);
    if (known?.complete) return known;
    const sources = sourcesOf(locale);
    const complete = sources.every(allWordsAtHand);
    // Nothing new has come: every `translate` reads this, so no merging again.
    if (known && !complete) return known;
    const [shell, app] = sources.map(wordsAtHand);
    if (!shell || !app) return undefined;
    const merged = { words: { ...shell, ...app }, complete };
    catalogues.set(locale, merged);
    return merged;
  }

  /** Whether every word of `locale` is at hand. */
  const complete = (locale: Locale) => catalogueOf(locale)?.complete === true;

  async function loadCatalogue(locale: Locale): Promise<Words> {
    await Promise.all(sourcesOf(locale).map(wordsOf));
    // Every part is at hand now.
    return catalogueOf(locale)?.words ?? {};
  }

  let shown: Locale = wanted();
  let pending: Promise<void> | undefined;
  if (!catalogueOf(shown)) {
    const first = shown;
    pending = loadCatalogue(first)
      .catch(() => {
        shown = defaultLocale;
        return loadCatalogue(defaultLocale);
      })
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        pending = undefined;
      });
  }

  function show(locale: Locale) {
    if (locale === shown) return;
    shown = locale;
    for (const listener of listeners) listener();
  }

  /** Follows the stored language: at once when its words are at hand, else once they arrive. */
  function follow() {
    const target = wanted();
    if (target === shown || pending) return;
    if (complete(target)) return show(target);
    loadCatalogue(target).then(
      () => {
        if (wanted() === target) show(target);
      },
      // The page keeps its language; the next change of the stored one tries again.
      () => undefined,
    );
  }

  let rest: Promise<void> | undefined;
  let unsubscribe: (() => void) | undefined;
  return {
    getLocale: () => shown,
    setLocale(locale) {
      const store = () => preferences.update((current) => ({ ...current, locale }));
      // At hand, the switch is immediate, in the same event as the click.
      if (complete(locale)) return store();
      return loadCatalogue(locale).then(store);
    },
    translate: (key, params) => formatMessage(catalogueOf(shown)?.words[key] ?? key, params),
    subscribe(listener) {
      listeners.add(listener);
      if (!unsubscribe) {
        unsubscribe = preferences.subscribe(follow);
        // A change made while nothing listened.
        follow();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          unsubscribe?.();
          unsubscribe = undefined;
        }
      };
    },
    pending: () => pending,
    rest() {
      if (pending || complete(shown)) return undefined;
      rest ??= loadCatalogue(shown).then(
        () => {
          rest = undefined;
        },
        (error: unknown) => {
          rest = undefined;
          throw error;
        },
      );
      return rest;
    },
  };
}
