/** A piece of a description: plain text, or code the description set in backticks. */
export interface TextPiece {
  text: string;
  code: boolean;
}

/**
 * A description cut at its backticks, the one piece of Markdown the API's descriptions use
 * (`{ code, data, message }`). A backtick without its pair stays as it is.
 */
export function splitInlineCode(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let rest = text;
  for (;;) {
    const open = rest.indexOf('`');
    const close = open < 0 ? -1 : rest.indexOf('`', open + 1);
    if (close < 0) break;
    if (open > 0) pieces.push({ text: rest.slice(0, open), code: false });
    if (close > open + 1) pieces.push({ text: rest.slice(open + 1, close), code: true });
    rest = rest.slice(close + 1);
  }
  if (rest !== '') pieces.push({ text: rest, code: false });
  return pieces;
}

/**
 * Limits as a person reads them: `3–32` when both ends are allowed (spaced around a negative
 * end, `-2147483648 – 2147483647`, so the dash is not read as a minus), else each end with its
 * sign (`≥ 1`, `> 0, < 10`).
 */
export function boundsText(bounds: {
  min?: number;
  max?: number;
  exclusiveMin?: boolean;
  exclusiveMax?: boolean;
}): string {
  const { min, max, exclusiveMin, exclusiveMax } = bounds;
  if (min !== undefined && max !== undefined && !exclusiveMin && !exclusiveMax) {
    if (min === max) return `${min}`;
    return min < 0 ? `${min} – ${max}` : `${min}–${max}`;
  }
  const ends: string[] = [];
  if (min !== undefined) ends.push(`${exclusiveMin ? '>' : '≥'} ${min}`);
  if (max !== undefined) ends.push(`${exclusiveMax ? '<' : '≤'} ${max}`);
  return ends.join(', ');
}

/** A value of the document as JSON writes it: strings quoted, so `"1"` and `1` differ. */
export function valueText(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}
