import { DEFAULT_THEME, darken, type MantineColorsTuple, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableColors, readableOn } from './readable-colors.js';
import { createAdminTheme } from './theme.js';

const theme = mergeMantineTheme(DEFAULT_THEME, createAdminTheme());
const { light, dark } = readableColors(theme);

describe('readableColors', () => {
  it("writes every palette's light variant (light badges, buttons, alerts) at 4.5:1 or more", () => {
    for (const [name, shades] of Object.entries(theme.colors)) {
      // Mantine's light scheme: shade 9 on shade 1, unless the shell gives another text colour.
      const lightText = light[`--mantine-color-${name}-light-color`] ?? shades[9];
      expect(contrastRatio(lightText, shades[1]), `${name}, light`).toBeGreaterThanOrEqual(4.5);
      // Mantine's dark scheme: shade 0 on shade 9 darkened by half.
      const darkBackground = darken(shades[9], 0.5);
      expect(contrastRatio(shades[0], darkBackground), `${name}, dark`).toBeGreaterThan(4.5);
    }
  });

  it("keeps Mantine's colours where they already read well", () => {
    expect(light['--mantine-color-teal-light-color']).toBeDefined();
    expect(light['--mantine-color-blue-light-color']).toBeUndefined();
    expect(light['--mantine-color-brand-light-color']).toBeUndefined();
    expect(dark).not.toHaveProperty('--mantine-color-teal-light-color');
  });

  it('gives dimmed text and field errors a stronger shade in both schemes', () => {
    expect(light['--mantine-color-dimmed']).toBe(theme.colors.gray[7]);
    expect(light['--mantine-color-error']).toBe(theme.colors.red[9]);
    expect(dark['--mantine-color-dimmed']).toBe(theme.colors.dark[1]);
    expect(dark['--mantine-color-error']).toBe(theme.colors.red[4]);
  });

  it('measures a theme once, and a changed theme afresh', () => {
    expect(readableColors(theme)).toBe(readableColors(theme));
    // Black text on teal's shade 1 needs no darkening.
    const teal = theme.colors.teal.map((shade, index) =>
      index === 9 ? '#000000' : shade,
    ) as unknown as MantineColorsTuple;
    const darkerTeal = mergeMantineTheme(theme, { colors: { teal } });
    expect(readableColors(darkerTeal).light).not.toHaveProperty('--mantine-color-teal-light-color');
  });
});

describe('contrastRatio and readableOn', () => {
  it("measures WCAG's ratio, and darkens a colour only as far as 4.5:1 needs", () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#087f5b', '#c3fae8')).toBeCloseTo(4.33, 2);
    const teal = readableOn('#087f5b', '#c3fae8');
    expect(contrastRatio(teal, '#c3fae8')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(teal, '#c3fae8')).toBeLessThan(5.5);
    expect(readableOn('#1864ab', '#d0ebff')).toBe('#1864ab');
  });
});
