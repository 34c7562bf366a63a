import '@org/admin-shell/styles/auth.css';
import '@org/admin-shell/styles/content.css';

import {
  Badge,
  Code,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useI18n } from '@org/admin-shell';
import { IconSearch } from '@tabler/icons-react';
import { type ComponentType, useDeferredValue, useMemo, useState } from 'react';
import { type CustomIconProps, IconConsoleMark, IconTrendBars } from './custom-icons';
import classes from './IconFeaturePage.module.css';
import { iconMatcher } from './icon-search';
import { tablerIconCatalogue } from './tabler-icon-catalogue';

const tablerIcons = Object.entries(tablerIconCatalogue);

/**
 * The Tabler icons demo: a grid searchable by English name or Chinese word, where a click
 * copies the icon's import.
 */
export function IconFeaturePage() {
  const { t } = useI18n();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(() => iconMatcher(deferredQuery), [deferredQuery]);
  const shown = tablerIcons.filter(([name]) => matches(name));

  async function copyImport(name: string) {
    const statement = `import { ${name} } from '@tabler/icons-react';`;
    try {
      await navigator.clipboard.writeText(statement);
      notifications.show({
        color: 'teal',
        title: t('icons.copied'),
        message: <Code>{statement}</Code>,
      });
    } catch {
      // No clipboard outside secure contexts, or permission refused: show the text instead.
      notifications.show({
        color: 'red',
        title: t('icons.copyFailed'),
        message: <Code>{statement}</Code>,
      });
    }
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('icons.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('icons.description')}
        </Text>
      </div>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" gap="sm" mb="md">
          <TextInput
            aria-label={t('icons.search')}
            placeholder={t('icons.searchPlaceholder')}
            leftSection={<IconSearch size={16} stroke={1.6} />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            className={classes.search}
          />
          <Badge variant="light" size="lg" aria-live="polite">
            {t('icons.count', { count: shown.length })}
          </Badge>
        </Group>
        {shown.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {t('icons.noMatch', { query: query.trim() })}
          </Text>
        ) : (
          <ul className={classes.grid}>
            {shown.map(([name, Icon]) => (
              <li key={name}>
                <UnstyledButton
                  className={classes.tile}
                  onClick={() => void copyImport(name)}
                  // Starts with the visible label, so speech input can name the tile.
                  aria-label={t('icons.copy', { label: name.replace(/^Icon/, ''), name })}
                  title={name}
                  data-icon={name}
                >
                  <Icon size={28} stroke={1.6} />
                  <span className={classes.name}>{name.replace(/^Icon/, '')}</span>
                </UnstyledButton>
              </li>
            ))}
          </ul>
        )}
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Title order={2} size="h3">
          {t('icons.custom')}
        </Title>
        <Text c="dimmed" size="sm" mt={4} mb="md">
          {t('icons.customDescription')}
        </Text>
        <Group gap="lg">
          <CustomIconSample icon={IconConsoleMark} label={t('icons.customLogo')} />
          <CustomIconSample icon={IconTrendBars} label={t('icons.customChart')} />
        </Group>
      </Paper>
    </Stack>
  );
}

function CustomIconSample({
  icon: Icon,
  label,
}: {
  icon: ComponentType<CustomIconProps>;
  label: string;
}) {
  return (
    <Group gap="md" className={classes.custom}>
      <Icon size={24} stroke={1.5} />
      <Icon size={36} stroke={1.5} className={classes.primary} />
      <Icon size={48} stroke={1.2} />
      <Text size="sm" fw={500}>
        {label}
      </Text>
    </Group>
  );
}
