import type { Meta, StoryObj } from '@storybook/react-vite';
import { SessionEndsOverWork } from './SessionExpiredModal.fixtures.js';
import { SessionExpiredModal } from './SessionExpiredModal.js';

const meta = {
  title: 'Feedback/SessionExpiredModal',
  // The dialog shows only inside an app whose session ended over unsaved work.
  component: SessionEndsOverWork,
  subcomponents: { SessionExpiredModal },
  parameters: { docs: { story: { inline: false, height: '420px' } } },
} satisfies Meta<typeof SessionEndsOverWork>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A note's save met an ended session: the dialog asks for the password over the page, and
 * signing in lets the save through.
 */
export const OverUnsavedWork: Story = {};
