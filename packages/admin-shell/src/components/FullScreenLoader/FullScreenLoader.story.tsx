import type { Meta, StoryObj } from '@storybook/react-vite';
import { FullScreenLoader } from './FullScreenLoader.js';

const meta = {
  title: 'Feedback/FullScreenLoader',
  component: FullScreenLoader,
  parameters: {
    layout: 'fullscreen',
    // It covers the viewport: each story needs a page of its own.
    docs: { story: { inline: false, height: '240px' } },
  },
} satisfies Meta<typeof FullScreenLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the app's resources load, in the language picked in the toolbar. */
export const Default: Story = {};

/** A page can say what it is waiting for. */
export const CustomLabel: Story = { args: { label: 'Preparing your report…' } };
