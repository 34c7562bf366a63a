import { createContext, useContext } from 'react';

/** Colours the settings drawer offers: the product's blue first, then Mantine's palettes. */
export const primaryColorPresets = [
  'brand',
  'cyan',
  'teal',
  'green',
  'violet',
  'grape',
  'pink',
  'red',
  'orange',
] as const;

/** A primary colour the shell can switch to live: one of the {@link primaryColorPresets}. */
export type PrimaryColor = (typeof primaryColorPresets)[number];

export function isPrimaryColor(value: unknown): value is PrimaryColor {
  return primaryColorPresets.includes(value as PrimaryColor);
}

export interface PrimaryColorControls {
  /** The colour in use. */
  primaryColor: PrimaryColor;
  /** Switches the colour and remembers it in the preferences. */
  setPrimaryColor(color: PrimaryColor): void;
}

export const PrimaryColorContext = createContext<PrimaryColorControls | null>(null);

/** The primary colour and its setter. Throws outside an `AdminThemeProvider`. */
export function usePrimaryColor(): PrimaryColorControls {
  const controls = useContext(PrimaryColorContext);
  if (!controls) throw new Error('usePrimaryColor must be used inside <AdminThemeProvider>');
  return controls;
}
