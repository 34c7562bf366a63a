import { Button, Code, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ForbiddenError } from '../../core/access/route-access.js';
import { isStaleCodeError, useNetworkFailure } from '../../core/app/stale-code.js';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { ExceptionResult } from '../ExceptionResult/ExceptionResult.js';

/**
 * The props TanStack Router passes an `errorComponent`, so `errorComponent: ErrorScreen` works
 * as is, plus a title.
 */
export interface ErrorScreenProps {
  /** What was thrown: an `Error`, a string or anything else. */
  error: unknown;
  /** Tries again; the retry button shows only when it is given. Default: none. */
  reset?: () => void;
  /** The heading. Default: the localised `app.error.title` (出错了). */
  title?: ReactNode;
}

function describeError(error: unknown): string {
  // An Error thrown without a message still deserves a line: its name (TypeError, …).
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  return String(error);
}

/**
 * What a person sees when a page fails to render or load: a title, what went wrong and, when
 * the failure can be retried, a retry button. Announced at once (`role="alert"`). A route the
 * person may not open (`ForbiddenError`, from `guardRouteAccess`) shows the 403 page instead.
 * A page whose code could not load, because a deployment replaced it, says the site was
 * updated and offers a reload, which loads the new version (a retry would fetch the same
 * missing file); once the shell's recovery (mounted with `VersionNotice`) has found the page's
 * own version still deployed, the file failed for another reason, and the screen offers the
 * retry instead.
 *
 * @example
 * const router = createRouter({ routeTree, defaultErrorComponent: ErrorScreen });
 */
export function ErrorScreen({ error, reset, title }: ErrorScreenProps) {
  const { t } = useI18n();
  const networkFailure = useNetworkFailure(error);
  const updated = isStaleCodeError(error) && !networkFailure;
  if (error instanceof ForbiddenError) return <ExceptionResult status={403} />;
  return (
    <Stack role="alert" align="center" gap="md" py="xl" px="md">
      <Title order={1} size="h2">
        {updated ? t('app.updated.title') : (title ?? t('app.error.title'))}
      </Title>
      {updated ? (
        <Text ta="center">{t('app.updated.text')}</Text>
      ) : (
        <Code block maw="100%">
          {describeError(error)}
        </Code>
      )}
      {updated ? (
        <Button onClick={() => window.location.reload()}>{t('app.updated.reload')}</Button>
      ) : (
        reset && <Button onClick={() => reset()}>{t('app.error.retry')}</Button>
      )}
    </Stack>
  );
}
