import { Group, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { LocaleSwitch } from './LocaleSwitch.js';

function Sample() {
  const { t, locale } = useI18n();
  return <Text size="sm" data-testid="sample">{`${locale}: ${t('user.logout')}`}</Text>;
}

const meta = {
  title: 'Layout/LocaleSwitch',
  component: LocaleSwitch,
  decorators: [
    (Story) => (
      <Group p="md">
        <Story />
        <Sample />
      </Group>
    ),
  ],
} satisfies Meta<typeof LocaleSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lists each language by its own name. */
export const Default: Story = {};
