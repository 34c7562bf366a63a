import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useI18n, usePageLoaded } from '@org/admin-shell';
import { lazy, type ReactNode, Suspense, useEffect, useId } from 'react';
import classes from './AuthFrame.module.css';
import { BrandMark } from './BrandMark';

// The switches' menus need Mantine's Menu and floating-ui, about a third of these pages'
// JavaScript: they load once the page has, as the form is usable without them.
const CornerSwitches = lazy(() =>
  import('./CornerSwitches').then(({ CornerSwitches }) => ({ default: CornerSwitches })),
);

interface AuthFrameProps {
  /** The page's name: the card's heading and the start of the document title. */
  title: string;
  children: ReactNode;
  /** Under the card: a link to the other page (sign in ↔ register). */
  footer?: ReactNode;
}

/**
 * The frame of the pages outside the layout (sign in, register): the product's mark and name,
 * a card with the form, and the theme and language switches in the corner.
 */
export function AuthFrame({ title, children, footer }: AuthFrameProps) {
  const { t } = useI18n();
  const headingId = useId();
  const productTitle = t('app.title');
  const pageLoaded = usePageLoaded();

  useEffect(() => {
    document.title = `${title} - ${productTitle}`;
  }, [title, productTitle]);

  return (
    <div className={classes.page}>
      <Group gap={4} className={classes.corner}>
        {pageLoaded && (
          <Suspense fallback={null}>
            <CornerSwitches />
          </Suspense>
        )}
      </Group>
      <main className={classes.main} aria-labelledby={headingId}>
        <Stack align="center" gap={6} mb="lg">
          <BrandMark size={48} />
          <Text fw={700} fz={22}>
            {productTitle}
          </Text>
          <Text c="dimmed" size="sm">
            {t('auth.subtitle')}
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" radius="lg" className={classes.card}>
          <Title order={1} fz="h3" mb="md" id={headingId}>
            {title}
          </Title>
          {children}
        </Paper>
        {footer && (
          <Text size="sm" ta="center" mt="md">
            {footer}
          </Text>
        )}
      </main>
    </div>
  );
}
