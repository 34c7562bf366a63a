import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { AdminLayout } from '../AdminLayout/AdminLayout.js';
import { PaletteStage } from './CommandPalette.fixtures.js';
import { CommandPalette } from './CommandPalette.js';

/** Opens the palette from the header's button and types `text` into it. */
async function openAndType(text: string) {
  const page = within(document.body);
  await userEvent.click(await page.findByRole('button', { name: /搜索页面|Search pages/ }));
  const input = await page.findByRole('combobox');
  if (text) await userEvent.type(input, text);
}

const meta = {
  title: 'Layout/CommandPalette',
  component: PaletteStage,
  subcomponents: { AdminLayout, CommandPalette },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "`AdminLayout`'s command palette (its `commandPalette` prop), opened with Ctrl/⌘+K " +
          "or the header's search button: the menu's pages, the actions, and records found " +
          'through the data provider. Arrow keys choose, Enter opens, Escape closes.',
      },
      story: { inline: false, height: '560px' },
    },
  },
} satisfies Meta<typeof PaletteStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just opened: every page the person may open, then the actions. */
export const Opened: Story = { play: () => openAndType('') };

/** A keyword: the pages and actions it matches, and the users the API finds by it. */
export const WithRecords: Story = { play: () => openAndType('al') };
