import {
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type ModalHeaderProps,
} from '@mantine/core';

/** The product's blue, #2166f7, as Mantine's ten shades (index 6 is the colour itself). */
export const brandPalette: MantineColorsTuple = [
  '#e7f0ff',
  '#cfdfff',
  '#9fbdfd',
  '#6b98fb',
  '#4179f9',
  '#2a6cf8',
  '#2166f7',
  '#1455dc',
  '#0a4bc5',
  '#003fae',
];

/**
 * The spec's breakpoints (xs ≤575, sm 576–767, md 768–991, lg 992–1199, xl 1200–1599, xxl
 * ≥1600) as Mantine's, which name the lower bound: so the spec's "xs" lies below Mantine's xs.
 */
export const breakpoints = {
  xs: '36em',
  sm: '48em',
  md: '62em',
  lg: '75em',
  xl: '100em',
} as const;

/**
 * Mantine draws a modal's or a drawer's title row as `<header>`, which assistive technology
 * takes for a second banner landmark beside the page's own header (axe's
 * landmark-no-duplicate-banner). Inside a dialog it is only a row: no landmark. Plain entries,
 * not `ModalHeader.extend`, which would bring the dialogs' code into every page's entry.
 */
const dialogHeaderProps = { defaultProps: { role: 'presentation' } satisfies ModalHeaderProps };
const dialogHeaders = { ModalHeader: dialogHeaderProps, DrawerHeader: dialogHeaderProps };

/**
 * The shell's Mantine theme: primary #2166f7, radius 10, the spec's breakpoints, and modal and
 * drawer headers that are not landmarks. Pass `overrides` to change any of it (a primary
 * colour from the settings drawer, for instance); its `components` add to the shell's.
 */
export function createAdminTheme(overrides: MantineThemeOverride = {}): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: { light: 6, dark: 5 },
    colors: { brand: brandPalette },
    defaultRadius: 10,
    radius: { xs: '4px', sm: '6px', md: '10px', lg: '14px', xl: '20px' },
    breakpoints,
    ...overrides,
    components: { ...dialogHeaders, ...overrides.components },
  });
}
