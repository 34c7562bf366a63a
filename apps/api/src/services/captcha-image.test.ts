import { describe, expect, it } from 'vitest';
import {
  captchaAlphabet,
  captchaBaseline,
  captchaFont,
  captchaInks,
  captchaLayout,
  captchaText,
  drawCaptcha,
} from './captcha-image.js';

/** WCAG's contrast ratio of a #rrggbb colour against white. */
function contrastOnWhite(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  );
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

/** The box a glyph's outline covers once turned by `degrees` about the picture's middle. */
function turnedBox(character: string, degrees: number, shift: number) {
  const { width, height, padding, characters, fontSize, strokeWidth } = captchaLayout;
  const slotWidth = (width - 2 * padding) / characters;
  const centreX = padding + slotWidth / 2;
  const left = centreX - captchaFont.getAdvanceWidth(character, fontSize) / 2;
  const box = captchaFont
    .charToGlyph(character)
    .getPath(left, captchaBaseline + shift, fontSize)
    .getBoundingBox();
  const angle = (degrees * Math.PI) / 180;
  const corners = [
    [box.x1, box.y1],
    [box.x2, box.y1],
    [box.x1, box.y2],
    [box.x2, box.y2],
  ].map(([x = 0, y = 0]) => {
    const dx = x - centreX;
    const dy = y - height / 2;
    return [
      centreX + dx * Math.cos(angle) - dy * Math.sin(angle),
      height / 2 + dx * Math.sin(angle) + dy * Math.cos(angle),
    ] as const;
  });
  const half = strokeWidth / 2;
  return {
    slot: { left: padding, right: padding + slotWidth },
    left: Math.min(...corners.map(([x]) => x)) - half,
    right: Math.max(...corners.map(([x]) => x)) + half,
    top: Math.min(...corners.map(([, y]) => y)) - half,
    bottom: Math.max(...corners.map(([, y]) => y)) + half,
  };
}

describe('the captcha picture', () => {
  it('draws in inks of at least 7:1 against its white ground', () => {
    for (const ink of captchaInks) expect(contrastOnWhite(ink), ink).toBeGreaterThanOrEqual(7);
  });

  it('keeps every character, turned and shifted as far as it may be, inside its own slot', () => {
    const { maxTurn, maxShift, height } = captchaLayout;
    for (const character of captchaAlphabet) {
      for (const turn of [-maxTurn, 0, maxTurn]) {
        for (const shift of [-maxShift, maxShift]) {
          const box = turnedBox(character, turn, shift);
          const where = `${character} turned ${turn}°, shifted ${shift}`;
          expect(box.left, where).toBeGreaterThanOrEqual(box.slot.left);
          expect(box.right, where).toBeLessThanOrEqual(box.slot.right);
          expect(box.top, where).toBeGreaterThanOrEqual(0);
          expect(box.bottom, where).toBeLessThanOrEqual(height);
        }
      }
    }
  });

  it('is an SVG of its layout size with one dark glyph per character', () => {
    const svg = drawCaptcha(captchaText());
    const { width, height, characters } = captchaLayout;
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${width}" height="${height}"`));
    const inks = [...svg.matchAll(/<path d="[^"]+" fill="(#[0-9a-f]{6})"/g)].map(([, ink]) => ink);
    expect(inks).toHaveLength(characters);
    for (const ink of inks) expect(captchaInks).toContain(ink);
  });

  it('answers with characters of its alphabet only', () => {
    for (let round = 0; round < 50; round++) {
      expect(captchaText()).toMatch(new RegExp(`^[${captchaAlphabet}]{4}$`));
    }
  });
});
