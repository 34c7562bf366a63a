import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { markNetworkFailure } from '../../core/app/stale-code.js';
import { ErrorScreen } from './ErrorScreen.js';

const meta = {
  title: 'Feedback/ErrorScreen',
  component: ErrorScreen,
  args: { error: new Error('Request failed with status code 502') },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failure that can be retried, as a route's `errorComponent` receives it. */
export const WithRetry: Story = { args: { reset: fn() } };

/** A failure with nothing to retry: no button. */
export const WithoutRetry: Story = {};

/** A page whose code a deployment replaced: it says so and offers a reload, never a retry. */
export const AfterDeployment: Story = {
  args: {
    error: new TypeError('Failed to fetch dynamically imported module: /assets/users-1a2b.js'),
    reset: fn(),
  },
};

/** Found by the shell's recovery (mounted with `VersionNotice`) to fail on the page's own version. */
const failedOnItsVersion = new TypeError(
  'Failed to fetch dynamically imported module: /assets/articles-9f8e.js',
);
markNetworkFailure(failedOnItsVersion);

/**
 * A page whose code failed to load while its own version is still deployed (the network, not
 * a deployment): the error as it is, and the retry.
 */
export const CodeFailedOnItsVersion: Story = { args: { error: failedOnItsVersion, reset: fn() } };
