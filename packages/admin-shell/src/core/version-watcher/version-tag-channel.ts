const MESSAGE_TYPE = 'admin-shell:version-tag';

interface VersionTagMessage {
  type: typeof MESSAGE_TYPE;
  tag: string;
}

function isVersionTagMessage(value: unknown): value is VersionTagMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    'type' in value &&
    value.type === MESSAGE_TYPE &&
    'tag' in value &&
    typeof value.tag === 'string'
  );
}

/** Tells the other tabs of the browser which version tag a check has just seen. */
export interface VersionTagChannel {
  announce(tag: string): void;
  close(): void;
}

/**
 * Opens the BroadcastChannel `name` and calls `onTag` with each tag another tab announces. Without
 * BroadcastChannel (`openChannel` undefined) announcing does nothing and each tab learns of a new
 * version from its own checks only.
 */
export function openVersionTagChannel(
  openChannel: ((name: string) => BroadcastChannel) | undefined,
  name: string,
  onTag: (tag: string) => void,
): VersionTagChannel {
  if (!openChannel) return { announce: () => undefined, close: () => undefined };
  const channel = openChannel(name);
  channel.addEventListener('message', (event) => {
    if (isVersionTagMessage(event.data)) onTag(event.data.tag);
  });
  return {
    announce: (tag) => channel.postMessage({ type: MESSAGE_TYPE, tag } satisfies VersionTagMessage),
    close: () => channel.close(),
  };
}
