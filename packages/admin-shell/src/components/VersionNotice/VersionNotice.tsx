import { Affix, type AffixProps, Button, Group, Notification, Text } from '@mantine/core';
import type { VersionWatcherOptions } from '../../core/version-watcher/create-version-watcher.js';
import { useVersionWatcher } from '../../core/version-watcher/use-version-watcher.js';

/** The texts of the notice, in Chinese unless the app passes its own. */
export interface VersionNoticeLabels {
  /** Default 系统版本更新通知 */
  title: string;
  /** Default 检测到系统有新版本发布，是否立即刷新页面？ */
  message: string;
  /** The button that puts the notice off. Default 稍后再说 */
  later: string;
  /** The button that reloads the page. Default 立即刷新 */
  refresh: string;
}

const DEFAULT_LABELS: VersionNoticeLabels = {
  title: '系统版本更新通知',
  message: '检测到系统有新版本发布，是否立即刷新页面？',
  later: '稍后再说',
  refresh: '立即刷新',
};

/** The watcher's options (see {@link VersionWatcherOptions}) plus the notice's texts and place. */
export interface VersionNoticeProps extends VersionWatcherOptions {
  /** The texts, for the app's i18n; each one left out keeps its Chinese default. */
  labels?: Partial<VersionNoticeLabels>;
  /** Where the notice sits on the screen. Default `{ top: 16, right: 16 }`. */
  position?: AffixProps['position'];
}

/**
 * Watches for a new deployment (see {@link useVersionWatcher} for the options and their defaults)
 * and, when there is one, shows a notice that stays until the person answers it: 稍后再说 puts it
 * off, 立即刷新 reloads the page. It is a Mantine `Notification` pinned by an `Affix`, so it needs
 * no `<Notifications />` container and cannot be pushed out by other toasts. Mount it once, near
 * the root of the app.
 *
 * @example
 * const { t } = useI18n();
 * <VersionNotice
 *   labels={{ title: t('version.title'), message: t('version.message'), later: t('version.later'), refresh: t('version.refresh') }}
 * />
 */
export function VersionNotice({
  labels,
  position = { top: 16, right: 16 },
  ...options
}: VersionNoticeProps) {
  const { updateAvailable, dismiss, refresh } = useVersionWatcher(options);
  if (!updateAvailable) return null;
  const text = { ...DEFAULT_LABELS, ...labels };
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
