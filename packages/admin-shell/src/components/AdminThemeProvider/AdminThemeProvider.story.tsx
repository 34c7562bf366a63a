import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useI18n } from '../../core/i18n/i18n-context.js';
import type { ThemeMode } from '../../core/theme/theme-script.js';
import { AdminThemeProvider, useThemeMode } from './AdminThemeProvider.js';
import { brandPalette } from './theme.js';

/** The theme in use: the brand palette, radius 10, and the mode switch a header would hold. */
function ThemePreview() {
  const { mode, resolved, setMode } = useThemeMode();
  const { t } = useI18n();
  return (
    <Stack p="md" maw={640}>
      <Title order={3}>#2166f7 · radius 10</Title>
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value as ThemeMode)}
        data={[
          { value: 'light', label: t('theme.light') },
          { value: 'dark', label: t('theme.dark') },
          { value: 'auto', label: t('theme.auto') },
        ]}
      />
      <Text size="sm" c="dimmed">
        {resolved}
      </Text>
      <Group gap={4}>
        {brandPalette.map((shade, index) => (
          <Paper key={shade} w={48} h={48} bg={shade} title={`brand.${index}`} />
        ))}
      </Group>
      <Group>
        <Button>{t('version.refresh')}</Button>
        <Button variant="light">{t('version.later')}</Button>
        <Badge>brand</Badge>
      </Group>
    </Stack>
  );
}

const meta = {
  title: 'Theme/AdminThemeProvider',
  component: ThemePreview,
  subcomponents: { AdminThemeProvider },
} satisfies Meta<typeof ThemePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Switch light, dark or auto in the toolbar, or with the control in the story. */
export const Palette: Story = {};
