import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { createCatalogueI18n } from '../src/core/i18n/catalogue-i18n.js';
import { I18nContextProvider } from '../src/core/i18n/i18n-context.js';
import type { Locale } from '../src/core/i18n/messages.js';
import {
  PreferencesProvider,
  usePreferencesStore,
} from '../src/core/preferences/PreferencesProvider.js';

/**
 * Theme changes for jsdom. jsdom lays nothing out, so Floating UI takes a menu's button for
 * detached from the page and hides the menu once it has measured it (a menu opened a second
 * time); in a browser the button is on screen.
 */
export const jsdomTheme: MantineThemeOverride = {
  components: { Popover: { defaultProps: { hideDetached: false } } },
};

function CatalogueI18n({ locale, children }: { locale?: Locale; children: ReactNode }) {
  const preferences = usePreferencesStore();
  const [i18n] = useState(() => createCatalogueI18n({ preferences, defaultLocale: locale }));
  return <I18nContextProvider i18n={i18n}>{children}</I18nContextProvider>;
}

/** The shell's catalogue in `defaultLocale` (zh-CN unless told), on a preferences store. */
export function TestI18n({
  defaultLocale,
  children,
}: {
  defaultLocale?: Locale;
  children: ReactNode;
}) {
  return (
    <PreferencesProvider>
      <CatalogueI18n locale={defaultLocale}>{children}</CatalogueI18n>
    </PreferencesProvider>
  );
}

/** What the shell's components need around them in a test: i18n (zh-CN unless told) and Mantine. */
export function TestProviders({ locale, children }: { locale?: Locale; children: ReactNode }) {
  return (
    <TestI18n defaultLocale={locale}>
      <MantineProvider theme={jsdomTheme}>{children}</MantineProvider>
    </TestI18n>
  );
}
