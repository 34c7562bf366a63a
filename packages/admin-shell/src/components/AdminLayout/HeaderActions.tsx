import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconBook, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { LocaleSwitch } from '../LocaleSwitch/LocaleSwitch.js';
import { ThemeSwitch } from '../ThemeSwitch/ThemeSwitch.js';
import { UserMenu } from './UserMenu.js';
import type { UserDisplay } from './user-display.js';

/** The header's right side: the app's extras, docs, language, theme, settings and the user. */
export function HeaderActions(props: {
  extra: ReactNode;
  docsUrl: string | undefined;
  /** Opens the settings drawer; no button without it. */
  onOpenSettings: (() => void) | undefined;
  user: UserDisplay | undefined;
  compact: boolean;
}) {
  const { t } = useI18n();
  return (
    <Group gap={4} wrap="nowrap" className="admin-shell-header-actions">
      {props.extra}
      {props.docsUrl !== undefined && (
        <Tooltip label={t('layout.docs')} openDelay={400}>
          <ActionIcon
            component="a"
            href={props.docsUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`${t('layout.docs')} ${t('layout.newTab')}`}
          >
            <IconBook size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      )}
      <LocaleSwitch />
      <ThemeSwitch />
      {props.onOpenSettings && (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('settings.open')}
          onClick={props.onOpenSettings}
        >
          <IconSettings size={20} stroke={1.6} />
        </ActionIcon>
      )}
      {props.user && <UserMenu user={props.user} compact={props.compact} />}
    </Group>
  );
}
