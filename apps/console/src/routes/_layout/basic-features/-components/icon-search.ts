import { iconKeywordsZh } from './icon-keywords-zh';

const han = /\p{Script=Han}/u;

/** The words of an icon's export name, lower-case: IconShoppingCart → shopping, cart. */
export function iconNameWords(name: string): string[] {
  return name
    .replace(/^Icon/, '')
    .split(/(?=[A-Z])|(?<=[a-z])(?=\d)/)
    .map((word) => word.toLowerCase());
}

/**
 * The English words a Chinese query stands for: those with a Chinese word that contains the
 * query (用 finds 用户, 文件夹 finds only folders); failing that, those with a Chinese word the
 * query contains (删除用户 finds 删除 and 用户), of two characters or more, as one is too
 * little to find in a longer query.
 */
export function englishWordsFor(query: string): Set<string> {
  const concepts = Object.entries(iconKeywordsZh);
  const within = (test: (word: string) => boolean) =>
    new Set(concepts.filter(([, chinese]) => chinese.some(test)).map(([english]) => english));
  const containing = within((word) => word.includes(query));
  if (containing.size > 0) return containing;
  return within((word) => word.length > 1 && query.includes(word));
}

/**
 * A test of icon export names against what the person typed: part of the English name
 * (`arrow`, any case), or a Chinese word for what the icon shows (用户, 设置); an empty query
 * matches every icon.
 */
export function iconMatcher(typed: string): (name: string) => boolean {
  const query = typed.trim().toLowerCase();
  if (!han.test(query)) return (name) => name.toLowerCase().includes(query);
  const words = englishWordsFor(query);
  // The table names a concept once: `user` stands for `users` too.
  return (name) =>
    iconNameWords(name).some(
      (word) => words.has(word) || (word.endsWith('s') && words.has(word.slice(0, -1))),
    );
}
