import '@org/admin-shell/styles/content.css';

import {
  Alert,
  Avatar,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { type MessageKey, useI18n, useLoadingSlow, useSession } from '@org/admin-shell';
import type { DashboardSummary } from '@org/api/contract';
import {
  IconAlertCircle,
  IconApps,
  IconArticle,
  IconExternalLink,
  IconFileCheck,
  IconFilePencil,
  IconIcons,
  IconPalette,
  IconShieldLock,
  IconStack2,
  IconTable,
  IconUserCheck,
  IconUserOff,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import { dashboardSummaryQueryOptions } from '../../../api/dashboard';
import { formatCount } from './format-count';
import classes from './HomePage.module.css';

type TablerIcon = ComponentType<{ size?: number | string; stroke?: number }>;

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

/** The home page: a welcome, the live totals of users and articles, and quick links. */
export function HomePage() {
  const { t, locale } = useI18n();
  const { user } = useSession();
  const summary = useQuery(dashboardSummaryQueryOptions());
  const loadingSlow = useLoadingSlow(summary.isPending);
  const name = user?.name ?? '';

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group wrap="nowrap" gap="md">
            <Avatar
              src={user?.avatar}
              alt=""
              size={56}
              radius="xl"
              color="initials"
              name={name}
              visibleFrom="xs"
            />
            <div>
              <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
                {t('home.welcome', { name })}
              </Title>
              <Text c="dimmed" mt={4}>
                {t('home.intro')}
              </Text>
            </div>
          </Group>
          {user && (
            <Badge variant="light" size="lg" className={classes.role}>
              {t(user.access === 'admin' ? 'home.role.admin' : 'home.role.user')}
            </Badge>
          )}
        </Group>
      </Paper>

      {summary.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={20} />}
          title={t('home.loadFailed')}
          role="alert"
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">{summary.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void summary.refetch()}>
              {t('app.error.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Stats summary={summary.data} format={(value) => formatCount(locale, value)} />
      )}
      {loadingSlow && (
        <Text c="dimmed" size="sm" role="status">
          {t('app.loadingSlow')}
        </Text>
      )}

      <QuickLinks />
    </Stack>
  );
}

function Stats({
  summary,
  format,
}: {
  summary: DashboardSummary | undefined;
  format: (value: number) => string;
}) {
  const { t } = useI18n();
  const users = summary?.users;
  const articles = summary?.articles;
  // Figures carry their data-stat name only once they are the API's, not placeholders.
  const stat = (name: string) => (summary ? name : undefined);
  const activeShare = users ? percent(users.active, users.total) : 0;
  const publishedShare = articles ? percent(articles.published, articles.total) : 0;
  return (
    <SimpleGrid cols={{ base: 2, md: 3 }} spacing={{ base: 'xs', sm: 'md' }} aria-busy={!summary}>
      <StatCard
        stat="users.total"
        label="home.users"
        icon={IconUsers}
        value={users?.total}
        format={format}
        footer={
          <div className={classes.counts}>
            <Text size="sm" c="dimmed">
              {t('home.admins')}{' '}
              <Text span fw={600} c="var(--mantine-color-text)" data-stat={stat('users.admin')}>
                {format(users?.admin ?? 0)}
              </Text>
            </Text>
            <Text size="sm" c="dimmed">
              {t('home.ordinaryUsers')}{' '}
              <Text span fw={600} c="var(--mantine-color-text)" data-stat={stat('users.user')}>
                {format(users?.user ?? 0)}
              </Text>
            </Text>
          </div>
        }
      />
      <StatCard
        stat="users.active"
        label="home.activeUsers"
        icon={IconUserCheck}
        color="teal"
        value={users?.active}
        format={format}
        footer={
          <ShareBar
            value={activeShare}
            color="teal"
            label={t('home.activeShare', { percent: activeShare })}
          />
        }
      />
      <StatCard
        stat="users.disabled"
        label="home.disabledUsers"
        icon={IconUserOff}
        color="gray"
        value={users?.disabled}
        format={format}
      />
      <StatCard
        stat="articles.total"
        label="home.articles"
        icon={IconArticle}
        color="violet"
        value={articles?.total}
        format={format}
      />
      <StatCard
        stat="articles.published"
        label="home.published"
        icon={IconFileCheck}
        color="green"
        value={articles?.published}
        format={format}
        footer={
          <ShareBar
            value={publishedShare}
            color="green"
            label={t('home.publishedShare', { percent: publishedShare })}
          />
        }
      />
      <StatCard
        stat="articles.draft"
        label="home.drafts"
        icon={IconFilePencil}
        color="orange"
        value={articles?.draft}
        format={format}
      />
    </SimpleGrid>
  );
}

interface StatCardProps {
  /** A stable name for the figure (`data-stat`), for tests and analytics. */
  stat: string;
  label: MessageKey;
  icon: TablerIcon;
  /** A Mantine colour for the icon. Default the primary colour. */
  color?: string;
  /** Undefined while loading: a skeleton stands in. */
  value: number | undefined;
  format: (value: number) => string;
  /** Under the figure; drawn at its final size while loading, under a skeleton. */
  footer?: ReactNode;
}

/**
 * One figure of the home page. While it loads, skeletons cover content of the final size
 * rather than standing in for it, so nothing below moves when the figures arrive.
 */
function StatCard({ stat, label, icon: Icon, color, value, format, footer }: StatCardProps) {
  const { t } = useI18n();
  const loading = value === undefined;
  return (
    <Paper withBorder radius="md" p="md" className={classes.stat}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed" fw={600}>
          {t(label)}
        </Text>
        <ThemeIcon variant="light" color={color} size={36} radius="md" aria-hidden>
          <Icon size={20} stroke={1.6} />
        </ThemeIcon>
      </Group>
      <Skeleton visible={loading} width={loading ? '45%' : undefined} mt={4} radius="sm">
        <Text fz={30} fw={700} lh={1.2} data-stat={loading ? undefined : stat}>
          {format(value ?? 0)}
        </Text>
      </Skeleton>
      {footer && (
        <div className={classes.statFooter}>
          <Skeleton visible={loading} radius="sm">
            {footer}
          </Skeleton>
        </div>
      )}
    </Paper>
  );
}

function ShareBar({ value, color, label }: { value: number; color: string; label: string }) {
  return (
    <Stack gap={6}>
      <Progress value={value} color={color} size="sm" aria-label={label} />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** A page of the console (`to`) or another site (`href`, opened in a new tab). */
type QuickLink = { label: MessageKey; icon: TablerIcon } & (
  | { to: LinkProps['to']; href?: never }
  | { href: string; to?: never }
);

const quickLinks: readonly QuickLink[] = [
  { label: 'home.link.crudTable', icon: IconTable, to: '/crud-table' },
  { label: 'home.link.icons', icon: IconIcons, to: '/basic-features/icon-feature' },
  { label: 'home.link.styles', icon: IconPalette, to: '/basic-features/style-feature' },
  { label: 'home.link.store', icon: IconStack2, to: '/basic-features/store-feature' },
  { label: 'home.link.access', icon: IconShieldLock, to: '/basic-features/access-feature' },
  { label: 'home.link.mantine', icon: IconApps, href: 'https://mantine.dev' },
];

function QuickLinks() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="home-quick-links">
      <Title order={2} size="h3" id="home-quick-links" mb="sm">
        {t('home.quickLinks')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        {quickLinks.map((link) => {
          const { label, icon: Icon } = link;
          const content = (
            <>
              <Icon size={24} stroke={1.6} />
              <Text size="sm" fw={500} ta="center">
                {t(label)}
              </Text>
              {link.href && <IconExternalLink size={14} className={classes.external} aria-hidden />}
            </>
          );
          return link.href !== undefined ? (
            <UnstyledButton
              key={label}
              component="a"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.quickLink}
              aria-label={`${t(label)} ${t('layout.newTab')}`}
            >
              {content}
            </UnstyledButton>
          ) : (
            <UnstyledButton
              key={label}
              className={classes.quickLink}
              renderRoot={(props) => <Link to={link.to} {...props} />}
            >
              {content}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
