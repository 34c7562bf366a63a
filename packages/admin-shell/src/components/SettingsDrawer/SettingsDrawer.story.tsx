import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { defaultLayoutSettings, type LayoutSettings } from '../../core/layout/layout-settings.js';
import { SettingsDrawer } from './SettingsDrawer.js';

/** The drawer with its settings held in the story, so every control works. */
function LiveSettingsDrawer({
  initial,
}: {
  /** The settings the drawer opens on, over the spec's defaults. */
  initial?: Partial<LayoutSettings>;
}) {
  const [settings, setSettings] = useState<LayoutSettings>({
    ...defaultLayoutSettings,
    ...initial,
  });
  const [opened, setOpened] = useState(true);
  return (
    <>
      <pre data-testid="settings">{JSON.stringify(settings)}</pre>
      <button type="button" onClick={() => setOpened(true)}>
        open
      </button>
      <SettingsDrawer
        opened={opened}
        onClose={() => setOpened(false)}
        settings={settings}
        onChange={(changes) => setSettings((current) => ({ ...current, ...changes }))}
        onReset={() => setSettings(defaultLayoutSettings)}
      />
    </>
  );
}

const meta = {
  title: 'Layout/SettingsDrawer',
  component: LiveSettingsDrawer,
  subcomponents: { SettingsDrawer },
  parameters: {
    // It covers the viewport: each story needs a page of its own.
    docs: { story: { inline: false, height: '640px' } },
  },
} satisfies Meta<typeof LiveSettingsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's defaults: mix layout, where the header is always fixed. */
export const Defaults: Story = {};

/** The side layout, where the fixed-header switch is free. */
export const SideLayout: Story = { args: { initial: { layout: 'side', navTheme: 'dark' } } };
