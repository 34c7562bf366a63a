import type { Meta, StoryObj } from '@storybook/react-vite';
import { BooksApp } from './AdminApp.fixtures.js';
import { AdminApp } from './AdminApp.js';

const meta = {
  title: 'App/AdminApp',
  // A whole app shows what AdminApp wires; its own props are in AdminApp's docs.
  component: BooksApp,
  subcomponents: { AdminApp },
} satisfies Meta<typeof BooksApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A small app wired by `AdminApp`: the session (Ada, signed in), the access flags, and a CRUD
 * table reading and writing books through the data provider, with toasts for its saves.
 */
export const Default: Story = {};
