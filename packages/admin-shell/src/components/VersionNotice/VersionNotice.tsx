import { Affix, type AffixProps, Button, Group, Notification, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useStaleCodeRecovery } from '../../core/app/recover-stale-code/use-stale-code-recovery.js';
import { useI18n } from '../../core/i18n/i18n-context.js';
import type { VersionWatcherOptions } from '../../core/version-watcher/create-version-watcher.js';
import { useVersionWatcher } from '../../core/version-watcher/use-version-watcher.js';

/** The watcher's options (see {@link VersionWatcherOptions}) plus the notice's place. */
export interface VersionNoticeProps extends VersionWatcherOptions {
  /**
   * Where the notice sits on the screen. Default: centred at the bottom, clear of the header's
   * controls, the side menu's foot and the toasts (bottom right).
   */
  position?: AffixProps['position'];
}

/**
 * Watches for a new deployment (see {@link useVersionWatcher} for the options and their defaults)
 * and, when there is one, shows a notice that stays until the person answers it: 稍后再说 puts it
 * off, 立即刷新 reloads the page, keeping form drafts and whatever else registered with
 * `onBeforeReload`; its texts are the catalogue's `version.*` messages, in the person's
 * language. It also recovers from a deployment the page meets before the notice shows: when a
 * page's code or stylesheet fails to load and a new version is live, it keeps drafts, reloads
 * the page at the same address once, and a toast then says so (see `useStaleCodeRecovery`). It is a Mantine `Notification` pinned by an `Affix`, so it needs no
 * `<Notifications />` container and cannot be pushed out by other toasts. While it shows, the
 * page can scroll its own end clear of it, so it hides nothing. Mount it once, near the root
 * of the app.
 *
 * @example
 * <VersionNotice intervalMs={10 * 60 * 1000} />
 */
export function VersionNotice({ position, ...options }: VersionNoticeProps) {
  const { t } = useI18n();
  const { updateAvailable, dismiss, refresh } = useVersionWatcher(options);
  useStaleCodeRecovery(options);
  const { ref, height } = useElementSize();
  if (!updateAvailable) return null;
  const text = {
    title: t('version.title'),
    message: t('version.message'),
    later: t('version.later'),
    refresh: t('version.refresh'),
  };
  return (
    <>
      {/* Room at the page's end, so the last of its content can scroll out from under the notice. */}
      <div aria-hidden style={{ height: height + 32 }} />
      <Affix
        position={position ?? { bottom: 16, left: '50%' }}
        style={position ? undefined : { transform: 'translateX(-50%)' }}
      >
        {/* Mantine gives a Notification role="alert": announced at once, as a new version deserves. */}
        <Notification
          ref={ref}
          title={text.title}
          withCloseButton={false}
          w={360}
          maw="calc(100vw - 32px)"
        >
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
    </>
  );
}
