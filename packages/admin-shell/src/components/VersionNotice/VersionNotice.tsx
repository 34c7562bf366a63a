import { Affix, type AffixProps, Button, Group, Notification, Text } from '@mantine/core';
import { useI18n } from '../../core/i18n/i18n-context.js';
import type { VersionWatcherOptions } from '../../core/version-watcher/create-version-watcher.js';
import { useVersionWatcher } from '../../core/version-watcher/use-version-watcher.js';

/** The watcher's options (see {@link VersionWatcherOptions}) plus the notice's place. */
export interface VersionNoticeProps extends VersionWatcherOptions {
  /** Where the notice sits on the screen. Default `{ top: 16, right: 16 }`. */
  position?: AffixProps['position'];
}

/**
 * Watches for a new deployment (see {@link useVersionWatcher} for the options and their defaults)
 * and, when there is one, shows a notice that stays until the person answers it: 稍后再说 puts it
 * off, 立即刷新 reloads the page; its texts are the catalogue's `version.*` messages, in the
 * person's language. It is a Mantine `Notification` pinned by an `Affix`, so it needs no
 * `<Notifications />` container and cannot be pushed out by other toasts. Mount it once, near
 * the root of the app.
 *
 * @example
 * <VersionNotice intervalMs={10 * 60 * 1000} />
 */
export function VersionNotice({
  position = { top: 16, right: 16 },
  ...options
}: VersionNoticeProps) {
  const { t } = useI18n();
  const { updateAvailable, dismiss, refresh } = useVersionWatcher(options);
  if (!updateAvailable) return null;
  const text = {
    title: t('version.title'),
    message: t('version.message'),
    later: t('version.later'),
    refresh: t('version.refresh'),
  };
  return (
    <Affix position={position}>
      {/* Mantine gives a Notification role="alert": announced at once, as a new version deserves. */}
      <Notification title={text.title} withCloseButton={false} w={360} maw="calc(100vw - 32px)">
        <Text size="sm">{text.message}</Text>
        <Group justify="flex-end" gap="xs" mt="sm">
          <Button variant="default" size="xs" onClick={dismiss}>
            {text.later}
          </Button>
          <Button size="xs" onClick={refresh}>
            {text.refresh}
          </Button>
        </Group>
      </Notification>
    </Affix>
  );
}
