import { type Locale, type ShellMessageKey, zhCN } from './messages.js';

/** The words of one language, by message key. */
export type Words = Readonly<Record<string, string>>;

/** A language's words: at hand, or a loader that brings them when first needed. */
export type WordsSource<W extends object = Words> = W | (() => Promise<W>);

/**
 * The shell's own words in each language: Chinese, the default, at hand; English in its own
 * module, which a bundler splits off, so a console that speaks Chinese never downloads it.
 */
export const shellWords: Record<Locale, WordsSource<Record<ShellMessageKey, string>>> = {
  'zh-CN': zhCN,
  'en-US': () => import('./messages-en-US.js').then((module) => module.enUS),
};

type Loader = () => Promise<object>;

function isLoader(source: WordsSource<object>): source is Loader {
  return typeof source === 'function';
}

// By loader, for the whole page: every i18n instance (a remount, a story, a second app) shares
// what one of them loaded.
const loaded = new WeakMap<Loader, Words>();
const loading = new WeakMap<Loader, Promise<Words>>();

/** The words when they are at hand (given, or loaded before); otherwise undefined. */
export function wordsAtHand(source: WordsSource<object>): Words | undefined {
  return isLoader(source) ? loaded.get(source) : (source as Words);
}

/** The words, loading them once; a failed load is tried again at the next call. */
export function wordsOf(source: WordsSource<object>): Promise<Words> {
  if (!isLoader(source)) return Promise.resolve(source as Words);
  const known = loaded.get(source);
  if (known) return Promise.resolve(known);
  let load = loading.get(source);
  if (!load) {
    load = source().then(
      (result) => {
        const words = result as Words;
        loaded.set(source, words);
        loading.delete(source);
        return words;
      },
      (error: unknown) => {
        loading.delete(source);
        throw error;
      },
    );
    loading.set(source, load);
  }
  return load;
}
