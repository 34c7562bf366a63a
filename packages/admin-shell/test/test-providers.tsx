import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nProvider } from '../src/core/i18n/I18nProvider.js';
import type { Locale } from '../src/core/i18n/messages.js';

/** What the shell's components need around them in a test: i18n (zh-CN unless told) and Mantine. */
export function TestProviders({ locale, children }: { locale?: Locale; children: ReactNode }) {
  return (
    <I18nProvider defaultLocale={locale}>
      <MantineProvider>{children}</MantineProvider>
    </I18nProvider>
  );
}
