import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nProvider } from '../src/core/i18n/I18nProvider.js';
import type { Locale } from '../src/core/i18n/messages.js';

/**
 * Theme changes for jsdom. jsdom lays nothing out, so Floating UI takes a menu's button for
 * detached from the page and hides the menu once it has measured it (a menu opened a second
 * time); in a browser the button is on screen.
 */
export const jsdomTheme: MantineThemeOverride = {
  components: { Popover: { defaultProps: { hideDetached: false } } },
};

/** What the shell's components need around them in a test: i18n (zh-CN unless told) and Mantine. */
export function TestProviders({ locale, children }: { locale?: Locale; children: ReactNode }) {
  return (
    <I18nProvider defaultLocale={locale}>
      <MantineProvider theme={jsdomTheme}>{children}</MantineProvider>
    </I18nProvider>
  );
}
