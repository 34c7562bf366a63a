import { Center, Loader } from '@mantine/core';
import { useI18n } from '@org/admin-shell';

/**
 * Shown in the content area when a page's code or data takes longer than a second: a small
 * spinner, so the layout stays in place (the layout's progress bar has already appeared).
 */
export function PagePending() {
  const { t } = useI18n();
  return (
    <Center py="xl" role="status" aria-label={t('app.loading')}>
      <Loader size="sm" />
    </Center>
  );
}
