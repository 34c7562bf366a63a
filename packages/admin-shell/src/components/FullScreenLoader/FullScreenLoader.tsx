import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18n } from '../../core/i18n/i18n-context.js';

/** The props of {@link FullScreenLoader}. */
export interface FullScreenLoaderProps {
  /** The text under the spinner. Default: the localised `app.loading` (资源加载中...). */
  label?: ReactNode;
}

/**
 * A spinner and a line of text over the whole viewport, for while the app or a lazy route is
 * loading (a router's `defaultPendingComponent`, a `Suspense` fallback). Screen readers hear
 * the text once, politely.
 */
export function FullScreenLoader({ label }: FullScreenLoaderProps) {
  const { t } = useI18n();
  return (
    <Center
      role="status"
      aria-live="polite"
      pos="fixed"
      inset={0}
      bg="var(--mantine-color-body)"
      // Above the app shell's header and navbar, which it may be rendered inside.
      style={{ zIndex: 'var(--mantine-z-index-overlay)' }}
    >
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{label ?? t('app.loading')}</Text>
      </Stack>
    </Center>
  );
}
