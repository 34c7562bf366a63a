import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterStage } from './AdminRouterProvider.fixtures.js';
import { AdminRouterProvider } from './AdminRouterProvider.js';

const meta = {
  title: 'App/AdminRouterProvider',
  // A whole app shows when the router mounts; the provider's own props are in its docs.
  component: RouterStage,
  subcomponents: { AdminRouterProvider },
  parameters: {
    layout: 'fullscreen',
    // The loader covers the viewport: each story needs a page of its own.
    docs: { story: { inline: false, height: '240px' } },
  },
} satisfies Meta<typeof RouterStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The loader while the session loads (0.8 s here), then the home page its guard let through. */
export const SignedIn: Story = {};

/** Nobody is signed in: the first page's guard sends the visitor to the sign-in page. */
export const SignedOut: Story = {
  args: { signedIn: false, identityDelayMs: 0 },
  // The session provider logs the failed identity fetch: here it is the point.
  parameters: { expectedErrors: ['failed to get user info'] },
};
