import { type CSSVariablesResolver, darken, luminance, type MantineTheme } from '@mantine/core';

/** WCAG's minimum contrast for normal-size text. */
const minimumContrast = 4.5;

/** The WCAG contrast ratio of two opaque colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** `text`, darkened only as much as it takes to read at 4.5:1 on `background`. */
export function readableOn(text: string, background: string): string {
  for (let amount = 0; amount < 1; amount += 0.05) {
    const candidate = amount === 0 ? text : darken(text, amount);
    if (contrastRatio(candidate, background) >= minimumContrast) return candidate;
  }
  return '#000000';
}

/**
 * In the light scheme Mantine writes the `light` variant (light badges, buttons, alerts) in a
 * palette's shade 9 on its shade 1: under 4.5:1 for teal (4.3), orange (3.6), green (3.8),
 * lime (3.3) and yellow (2.7). Those palettes get a text colour darkened until it passes; the
 * others keep Mantine's. In the dark scheme shade 0 on the darkened shade 9 passes for all.
 */
function readableLightVariantText(theme: MantineTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const [text, background] = [shades[9], shades[1]];
    // Only colours written as hex or rgb can be measured; others stay as they are.
    if (!text?.match(/^(#|rgb)/) || !background?.match(/^(#|rgb)/)) continue;
    const readable = readableOn(text, background);
    if (readable !== text) variables[`--mantine-color-${name}-light-color`] = readable;
  }
  return variables;
}

/**
 * Colours the shell changes so text reads at WCAG's 4.5:1. Mantine's dimmed grey (#868e96
 * light, #828282 dark) reads at 3.2–4.3:1 on the shell's surfaces; one shade stronger passes
 * in both themes. So do its field errors (red 6 on white 3.3:1, red 8 on dark 3.4:1): red 9
 * and red 4 pass. And the light variant of the palettes that fail in the light scheme.
 */
export const readableColors: CSSVariablesResolver = (theme) => {
  let resolved = resolvedByTheme.get(theme);
  if (!resolved) {
    resolved = resolveReadableColors(theme);
    resolvedByTheme.set(theme, resolved);
  }
  return resolved;
};

/**
 * Measuring contrast takes a few hundred darken-and-compare steps (5 ms of a phone's first
 * render), and Mantine asks again whenever its provider renders: once per theme is enough.
 */
const resolvedByTheme = new WeakMap<MantineTheme, ReturnType<CSSVariablesResolver>>();

const resolveReadableColors: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7] ?? '#495057',
    '--mantine-color-error': theme.colors.red[9] ?? '#c92a2a',
    ...readableLightVariantText(theme),
  },
  dark: {
    '--mantine-color-dimmed': theme.colors.dark[1] ?? '#b8b8b8',
    '--mantine-color-error': theme.colors.red[4] ?? '#ff8787',
  },
});
