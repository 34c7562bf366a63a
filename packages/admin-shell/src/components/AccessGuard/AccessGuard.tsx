import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAccess } from '../../core/access/AccessProvider.js';
import { type AccessFlagName, isAllowed } from '../../core/access/flags.js';
import { useI18n } from '../../core/i18n/I18nProvider.js';

export interface AccessGuardProps {
  /** The flag the content needs. */
  flag: AccessFlagName;
  children: ReactNode;
  /** Shown instead when the flag is false. Default: the 403 result. */
  fallback?: ReactNode;
}

/** The 403 result: what a person sees on a page their access does not allow. */
export function ForbiddenResult() {
  const { t } = useI18n();
  return (
    <Stack align="center" gap="xs" py="xl" role="alert">
      <Title order={2}>403</Title>
      <Text c="dimmed">{t('access.forbidden')}</Text>
    </Stack>
  );
}

/**
 * Renders its children when the current user has `flag`, else `fallback` (by default the 403
 * result, "Sorry, you are not authorized to access this page", localised).
 */
export function AccessGuard({ flag, children, fallback }: AccessGuardProps) {
  const flags = useAccess();
  if (isAllowed(flags, flag)) return <>{children}</>;
  return <>{fallback ?? <ForbiddenResult />}</>;
}
