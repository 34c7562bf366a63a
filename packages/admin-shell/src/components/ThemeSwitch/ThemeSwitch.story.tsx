import { Group, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useThemeMode } from '../AdminThemeProvider/AdminThemeProvider.js';
import { ThemeSwitch } from './ThemeSwitch.js';

function ModeLabel() {
  const { mode, resolved } = useThemeMode();
  return <Text size="sm" data-testid="mode">{`${mode} → ${resolved}`}</Text>;
}

const meta = {
  title: 'Layout/ThemeSwitch',
  component: ThemeSwitch,
  decorators: [
    (Story) => (
      <Group p="md">
        <Story />
        <ModeLabel />
      </Group>
    ),
  ],
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens a menu of light, dark and system; the icon shows the theme in use. */
export const Default: Story = {};
