import type { PaletteEntry, PaletteGroup } from './types.js';

/**
 * Text as it is compared: compatibility forms folded (full-width Ａ and １ from a Chinese
 * keyboard read as A and 1) and case ignored.
 */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase();
}

/** Where in a text a word was found, best first. */
function placeScore(text: string, word: string): number {
  const at = text.indexOf(word);
  if (at < 0) return 0;
  if (at === 0) return 3;
  // After a space or punctuation: the start of a word. Chinese has no spaces, so any place
  // counts, just less.
  return /[\s\p{P}]/u.test(text.charAt(at - 1)) ? 2 : 1;
}

/** How well one typed word matches the entry: its label counts most, its context least. */
function wordScore(entry: PaletteEntry, word: string): number {
  const label = placeScore(normalizeText(entry.label), word);
  if (label > 0) return 10 * label;
  const keyword = Math.max(
    0,
    ...(entry.keywords ?? []).map((text) => placeScore(normalizeText(text), word)),
  );
  if (keyword > 0) return 3 * keyword;
  return entry.description ? placeScore(normalizeText(entry.description), word) : 0;
}

/**
 * How well the entry matches the typed text, or undefined when some word of it is found
 * nowhere in the entry (every word must be: typing more narrows the list). An empty text
 * matches everything equally.
 */
export function matchEntry(entry: PaletteEntry, text: string): number | undefined {
  const words = normalizeText(text).split(/\s+/).filter(Boolean);
  let score = 0;
  for (const word of words) {
    const found = wordScore(entry, word);
    if (found === 0) return undefined;
    score += found;
  }
  // The whole label typed out beats a longer label that starts the same.
  return normalizeText(entry.label) === normalizeText(text.trim()) ? score + 100 : score;
}

/**
 * The groups' entries that match the text, best first within each group (ties keep their
 * order); groups left empty are dropped, the others keep their place.
 */
export function filterGroups(groups: readonly PaletteGroup[], text: string): PaletteGroup[] {
  return groups.flatMap((group) => {
    const entries = group.entries
      .map((entry, index) => ({ entry, index, score: matchEntry(entry, text) }))
      .filter((ranked): ranked is typeof ranked & { score: number } => ranked.score !== undefined)
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .map(({ entry }) => entry);
    return entries.length > 0 ? [{ ...group, entries }] : [];
  });
}
