import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccessProvider } from '../../core/access/AccessProvider.js';
import { roleAccess } from '../../core/access/test-doubles.js';
import { AccessGuard } from './AccessGuard.js';

const meta = {
  title: 'Access/AccessGuard',
  component: AccessGuard,
  // The provider the stories (and an app, through SessionProvider) put the flags in.
  subcomponents: { AccessProvider },
  args: { flag: 'isAdmin', children: 'Only admins can see this text.' },
} satisfies Meta<typeof AccessGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin sees what the guard protects. */
export const Allowed: Story = {
  decorators: [
    (Story) => (
      <AccessProvider flags={roleAccess({ access: 'admin' })}>
        <Story />
      </AccessProvider>
    ),
  ],
};

/** An ordinary user sees the 403 result instead. */
export const Forbidden: Story = {
  decorators: [
    (Story) => (
      <AccessProvider flags={roleAccess({ access: 'user' })}>
        <Story />
      </AccessProvider>
    ),
  ],
};

/** A page can offer something else than the 403 result. */
export const WithFallback: Story = {
  args: { fallback: 'Ask an admin to do this for you.' },
  decorators: Forbidden.decorators,
};
