import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

/** What drawing needs of the opentype.js font svg-captcha loads (its bundled Comismsh). */
export interface GlyphFont {
  charToGlyph(character: string): {
    getPath(
      x: number,
      y: number,
      fontSize: number,
    ): {
      toPathData(decimals: number): string;
      getBoundingBox(): { x1: number; y1: number; x2: number; y2: number };
    };
  };
  getAdvanceWidth(text: string, fontSize: number): number;
}

function bundledFont(): GlyphFont {
  const { font } = svgCaptcha.options as { font?: GlyphFont };
  if (!font?.charToGlyph) throw new Error('svg-captcha no longer exposes its font');
  return font;
}

export const captchaFont = bundledFont();

/**
 * Capitals and digits that stay distinct in this font at a glance: no 0/O/D/Q, 1/I/L/J, 2/Z,
 * 5/S, 8/B, G/6, U/V, and no M or W, too wide for a slot.
 */
export const captchaAlphabet = 'ACEFHKNPRTXY34679';

/** Dark inks, each at least 7:1 against the white ground (WCAG's AAA for text). */
export const captchaInks = [
  '#1d3b8b',
  '#8b1d2c',
  '#5b2a86',
  '#0f5e63',
  '#7a3e0c',
  '#a3194f',
  '#333d47',
  '#234e9e',
  '#6b2f5e',
  '#1a5c1a',
  '#005a8c',
  '#4b0082',
] as const;

/**
 * How the picture is laid out, in CSS pixels: the page shows it at exactly `width` × `height`.
 * Each character has a slot of its own, `(width - 2 × padding) / characters` wide.
 */
export const captchaLayout = {
  width: 160,
  height: 52,
  characters: 4,
  padding: 8,
  fontSize: 46,
  /** The most a glyph is turned either way, in degrees. */
  maxTurn: 10,
  /** The most a glyph is set above or below the line. */
  maxShift: 3,
  /** The outline stroked in the glyph's own ink, which thickens the font's thin strokes. */
  strokeWidth: 2.2,
} as const;

const { width, height, padding, fontSize, maxTurn, maxShift, strokeWidth } = captchaLayout;
const slotWidth = (width - 2 * padding) / captchaLayout.characters;

/** Where a glyph's baseline sits unshifted: its capitals centred on the picture's middle. */
export const captchaBaseline = height / 2 + fontSize * 0.26;

function noiseLine(): string {
  const y = () => randomInt(6, height - 6);
  const colour = `hsl(${randomInt(360)} 30% ${randomInt(72, 85)}%)`;
  return (
    `<path d="M2 ${y()} C${width / 3} ${y()} ${(2 * width) / 3} ${y()} ${width - 2} ${y()}" ` +
    `fill="none" stroke="${colour}" stroke-width="1.5"/>`
  );
}

/** One glyph centred in its slot, turned a little and set a little off the line. */
function glyph(character: string, slot: number): string {
  const centreX = padding + slotWidth * (slot + 0.5);
  const left = centreX - captchaFont.getAdvanceWidth(character, fontSize) / 2;
  const baseline = captchaBaseline + randomInt(-maxShift, maxShift + 1);
  const path = captchaFont.charToGlyph(character).getPath(left, baseline, fontSize).toPathData(1);
  const ink = captchaInks[randomInt(captchaInks.length)];
  const turn = randomInt(-maxTurn, maxTurn + 1);
  return (
    `<path d="${path}" fill="${ink}" stroke="${ink}" stroke-width="${strokeWidth}" ` +
    `stroke-linejoin="round" transform="rotate(${turn} ${centreX} ${height / 2})"/>`
  );
}

/**
 * Draws `text` (characters of {@link captchaAlphabet}) as an SVG meant to be shown at its own
 * size: bold glyphs in dark inks on a white ground, each in a slot of its own so that none
 * overlaps another, over two pale lines.
 */
export function drawCaptcha(text: string): string {
  const glyphs = [...text].map((character, slot) => glyph(character, slot));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#fff"/>` +
    `${noiseLine()}${noiseLine()}${glyphs.join('')}</svg>`
  );
}

/** A random answer: {@link captchaLayout}'s number of characters from the alphabet. */
export function captchaText(): string {
  let text = '';
  for (let index = 0; index < captchaLayout.characters; index++) {
    text += captchaAlphabet[randomInt(captchaAlphabet.length)];
  }
  return text;
}
