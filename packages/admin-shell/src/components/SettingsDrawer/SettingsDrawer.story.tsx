import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { LayoutSettings } from '../../core/layout/layout-settings.js';
import { useLayoutSettings } from '../../hooks/use-layout-settings/use-layout-settings.js';
import { SettingsDrawer } from './SettingsDrawer.js';

/** The drawer on the story's preferences, as the layout uses it, so every control works. */
function LiveSettingsDrawer({
  initial,
}: {
  /** The app's defaults the drawer opens on (and resets to), over the spec's. */
  initial?: Partial<LayoutSettings>;
}) {
  const [defaults] = useState(() => initial ?? {});
  const { settings, update } = useLayoutSettings(defaults);
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
        onChange={update}
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
