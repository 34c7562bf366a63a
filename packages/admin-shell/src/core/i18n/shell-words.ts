import { createModuleLoader, type ModuleLoader } from '../app/module-loader.js';
import { type Locale, type ShellMessageKey, zhCN } from './messages.js';

/** The words of one language, by message key. */
export type Words = Readonly<Record<string, string>>;

/**
 * A language's words in two parts: those a page may show before anyone signs in, at hand, and
 * the rest, loaded once the sign-in page has loaded, or before any other page draws. The sign-in
 * page, which most people open first, then carries only the words it shows.
 */
export interface WordsInParts<W extends object = Words> {
  /** The words the sign-in page (and an error on it) shows. */
  first: Partial<W>;
  /** The others: `() => import('./zh-CN-rest').then((module) => module.zhCNRest)`. */
  rest: () => Promise<Partial<W>>;
}

/** A language's words: at hand, a loader that brings them when first needed, or in parts. */
export type WordsSource<W extends object = Words> = W | (() => Promise<W>) | WordsInParts<W>;

/**
 * The shell's own words in each language: Chinese, the default, in parts (what the sign-in page
 * shows at hand); English in its own module, which a bundler splits off, so a console that
 * speaks Chinese never downloads it.
 */
export const shellWords: Record<Locale, WordsSource<Record<ShellMessageKey, string>>> = {
  'zh-CN': {
    first: zhCN,
    rest: () => import('./messages-zh-CN-rest.js').then((module) => module.zhCNRest),
  },
  'en-US': () => import('./messages-en-US.js').then((module) => module.enUS),
};

type Loader = () => Promise<object>;

function isLoader(source: WordsSource<object>): source is Loader {
  return typeof source === 'function';
}

function isInParts(source: WordsSource<object>): source is WordsInParts<object> {
  // A words object holds strings only: a function under `rest` makes it the parts.
  return !isLoader(source) && typeof (source as Partial<WordsInParts<object>>).rest === 'function';
}

// By loader, for the whole page: every i18n instance (a remount, a story, a second app) shares
// what one of them loaded.
const loaders = new WeakMap<Loader, ModuleLoader<object>>();

function loaderOf(source: Loader): ModuleLoader<object> {
  let loader = loaders.get(source);
  if (!loader) {
    loader = createModuleLoader(source);
    loaders.set(source, loader);
  }
  return loader;
}

/**
 * The words at hand: all of them when given, or loaded before; a language in parts has at least
 * its first part. Otherwise undefined.
 */
export function wordsAtHand(source: WordsSource<object>): Words | undefined {
  if (isInParts(source)) {
    const rest = loaderOf(source.rest).current();
    return (rest ? { ...source.first, ...rest } : source.first) as Words;
  }
  return (isLoader(source) ? loaderOf(source).current() : source) as Words | undefined;
}

/** Whether all the words are at hand: nothing of them is still to load. */
export function allWordsAtHand(source: WordsSource<object>): boolean {
  if (isInParts(source)) return loaderOf(source.rest).current() !== undefined;
  return wordsAtHand(source) !== undefined;
}

/** All the words, loading what is not at hand once; a failed load is tried again at the next call. */
export async function wordsOf(source: WordsSource<object>): Promise<Words> {
  if (isInParts(source)) return { ...source.first, ...(await loaderOf(source.rest).load()) };
  return (await (isLoader(source) ? loaderOf(source).load() : source)) as Words;
}
