import { ActionIcon, Group } from '@mantine/core';
import { IconBook, IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useI18n } from '../../core/i18n/i18n-context.js';
import type { UserDisplay } from '../../core/session/user-display.js';
import { DeferredTooltip } from '../DeferredOverlays/DeferredTooltip.js';
import { LocaleSwitch } from '../LocaleSwitch/LocaleSwitch.js';
import { ThemeSwitch } from '../ThemeSwitch/ThemeSwitch.js';
import { UserMenu } from './UserMenu.js';

type RootProps = Record<string, unknown>;

/**
 * The header's documentation link: a page of the app (`path`), which the router opens in the
 * same tab, else another site (`url`) in a new tab, which its name says; nothing without either.
 */
function DocsLink({ url, path }: { url: string | undefined; path: string | undefined }) {
  const { t } = useI18n();
  const target =
    path !== undefined
      ? {
          renderRoot: (rootProps: RootProps) => <Link {...rootProps} to={path} />,
          'aria-label': t('layout.docs'),
        }
      : url !== undefined
        ? {
            component: 'a' as const,
            href: url,
            target: '_blank',
            rel: 'noopener noreferrer',
            'aria-label': `${t('layout.docs')} ${t('layout.newTab')}`,
          }
        : undefined;
  if (!target) return null;
  return (
    <DeferredTooltip label={t('layout.docs')} openDelay={400}>
      <ActionIcon {...target} variant="subtle" color="gray" size="lg">
        <IconBook size={20} stroke={1.6} />
      </ActionIcon>
    </DeferredTooltip>
  );
}

/**
 * The header's right side: the app's extras, the command palette's button, docs, language,
 * theme, settings and the user.
 */
export function HeaderActions(props: {
  extra: ReactNode;
  /** The command palette's button, when the layout offers one. */
  palette: ReactNode;
  /** Documentation on another site, opened in a new tab. */
  docsUrl: string | undefined;
  /** A page of the app with the documentation, opened by the router; wins over `docsUrl`. */
  docsPath: string | undefined;
  /** Opens the settings drawer; no button without it. */
  onOpenSettings: (() => void) | undefined;
  user: UserDisplay | undefined;
  compact: boolean;
}) {
  const { t } = useI18n();
  return (
    <Group gap={4} wrap="nowrap" className="admin-shell-header-actions">
      {props.extra}
      {props.palette}
      <DocsLink url={props.docsUrl} path={props.docsPath} />
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
