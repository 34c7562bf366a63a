import { ActionIcon } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { languageNames, locales } from '../../core/i18n/messages.js';
import { useSwitchLocale } from '../../core/i18n/use-switch-locale.js';
import { DeferredMenu } from '../DeferredOverlays/DeferredMenu.js';

/** A header button that switches the language; the choice persists. Needs `I18nProvider`. */
export function LocaleSwitch() {
  const { t, locale } = useI18n();
  const switchLocale = useSwitchLocale();
  return (
    <DeferredMenu
      position="bottom-end"
      withinPortal
      target={
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('locale.switch')}>
          <IconLanguage size={20} stroke={1.6} />
        </ActionIcon>
      }
      dropdown={({ Menu }) =>
        locales.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            onClick={() => switchLocale(option)}
            aria-current={locale === option ? 'true' : undefined}
            data-selected={locale === option || undefined}
            className="admin-shell-menu-choice"
          >
            {languageNames[option]}
          </Menu.Item>
        ))
      }
    />
  );
}
