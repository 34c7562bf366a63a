import type { Meta, StoryObj } from '@storybook/react-vite';
import { VersionNotice } from './VersionNotice.js';

/** A server whose version tag changes on every check, so the notice shows after the first poll. */
function deployingServer(): typeof globalThis.fetch {
  let version = 0;
  return async () => {
    version += 1;
    return new Response(null, { headers: { etag: `"v${version}"` } });
  };
}

const meta = {
  title: 'Feedback/VersionNotice',
  component: VersionNotice,
  args: {
    intervalMs: 300,
    allowLocalHosts: true,
    reload: () => undefined,
  },
  parameters: {
    // It is pinned to the viewport: each story needs a page of its own.
    docs: { story: { inline: false, height: '220px' } },
  },
} satisfies Meta<typeof VersionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notice as the spec words it, after a new deployment is seen. */
export const NewVersion: Story = {
  args: {
    fetch: deployingServer(),
    storageKey: 'story:zh',
    lockName: 'story:zh',
    channelName: 'story:zh',
  },
};
