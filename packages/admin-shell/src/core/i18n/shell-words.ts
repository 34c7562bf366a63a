import { createModuleLoader, type ModuleLoader } from '../app/module-loader.js';
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
const loaders = new WeakMap<Loader, ModuleLoader<object>>();

function loaderOf(source: Loader): ModuleLoader<object> {
  let loader = loaders.get(source);
  if (!loader) {
    loader = createModuleLoader(source);
    loaders.set(source, loader);
  }
  return loader;
}

/** The words when they are at hand (given, or loaded before); otherwise undefined. */
export function wordsAtHand(source: WordsSource<object>): Words | undefined {
  return (isLoader(source) ? loaderOf(source).current() : source) as Words | undefined;
}

/** The words, loading them once; a failed load is tried again at the next call. */
export function wordsOf(source: WordsSource<object>): Promise<Words> {
  return (isLoader(source) ? loaderOf(source).load() : Promise.resolve(source)) as Promise<Words>;
}
