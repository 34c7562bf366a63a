import type { useI18n } from '@org/admin-shell';

type Translate = ReturnType<typeof useI18n>['t'];

/** Whole minutes to wait, rounded up: 61 seconds is "2 minutes", and never "0 minutes". */
export function minutesToWait(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/** "请在 N 分钟后重试" / "Try again in N minutes", for a wait of `seconds`. */
export function waitMessage(t: Translate, seconds: number): string {
  const minutes = minutesToWait(seconds);
  return minutes === 1 ? t('login.retryInOneMinute') : t('login.retryIn', { minutes });
}
