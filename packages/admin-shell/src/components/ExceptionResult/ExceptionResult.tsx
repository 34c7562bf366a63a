import { Button, Stack, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { useRouterLink } from '../../hooks/use-router-link/use-router-link.js';

/** The drawing's place, kept at its size while it loads or if it cannot. */
function IllustrationSpace() {
  return <div style={{ width: 200, height: 160 }} aria-hidden="true" />;
}

// Every page's entry holds the error screen, few pages show it: the drawing comes apart. A
// failed load (the error may be a dropped network) leaves its place empty, so nothing moves.
const ExceptionIllustration = lazy(() =>
  import('./ExceptionIllustration.js').then(
    (module) => ({ default: module.ExceptionIllustration }),
    () => ({ default: IllustrationSpace }),
  ),
);

/** The HTTP statuses an {@link ExceptionResult} has a drawing and a text for. */
export type ExceptionStatus = 403 | 404 | 500;

/** The props of {@link ExceptionResult}. */
export interface ExceptionResultProps {
  /** Which result: 403 forbidden, 404 not found or 500 server error. */
  status: ExceptionStatus;
  /** The heading; it also names the section. Default: the status number. */
  title?: ReactNode;
  /** The sentence under the heading. Default: the localised `exception.<status>` message. */
  description?: ReactNode;
  /** Where the back-home button leads. Default `'/'`. */
  homeHref?: string;
  /** Shown instead of the back-home button, for other actions. Default: the back-home button. */
  extra?: ReactNode;
}

function BackHomeButton({ href }: { href: string }) {
  const { t } = useI18n();
  return (
    <Button component="a" {...useRouterLink(href)}>
      {t('app.backHome')}
    </Button>
  );
}

/**
 * A full-page result for a status the person cannot get past: a drawing, the status, a sentence
 * saying what happened and a way back home. Inside a TanStack Router the button moves without
 * reloading the page.
 *
 * @example
 * const rootRoute = createRootRoute({ notFoundComponent: () => <ExceptionResult status={404} /> });
 */
export function ExceptionResult({
  status,
  title = status,
  description,
  homeHref = '/',
  extra,
}: ExceptionResultProps) {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} align="center" gap="md" py="xl" px="md">
      <Suspense fallback={<IllustrationSpace />}>
        <ExceptionIllustration status={status} />
      </Suspense>
      <Title id={titleId} order={1}>
        {title}
      </Title>
      <Text c="dimmed" ta="center">
        {description ?? t(`exception.${status}`)}
      </Text>
      {extra ?? <BackHomeButton href={homeHref} />}
    </Stack>
  );
}
