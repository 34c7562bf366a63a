import '@org/admin-shell/styles/content.css';

import { Badge, Box, Code, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type MessageKey, useI18n } from '@org/admin-shell';
import type { ReactNode } from 'react';
import classes from './StyleFeaturePage.module.css';

/** The theme variables shown as swatches: they change with the theme, without a re-render. */
const themeVariables = [
  '--mantine-color-body',
  '--mantine-color-text',
  '--mantine-color-dimmed',
  '--mantine-color-default-border',
  '--mantine-primary-color-filled',
  '--mantine-primary-color-light',
] as const;

const brandShades = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** The styles demo: style props, a CSS module, theme variables and responsive layout. */
export function StyleFeaturePage() {
  const { t } = useI18n();
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('style.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('style.description')}
        </Text>
      </div>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Section title="style.props.title" text="style.props.text">
          <Box
            p={{ base: 'xs', sm: 'lg' }}
            bg="var(--mantine-primary-color-light)"
            c="var(--mantine-primary-color-light-color)"
            fz={{ base: 'sm', sm: 'lg' }}
            fw={500}
            bdrs="md"
            data-testid="style-props-sample"
          >
            {t('style.props.sample')}
          </Box>
        </Section>

        <Section title="style.module.title" text="style.module.text">
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable to show the :focus-visible style. */}
          <div className={classes.moduleCard} tabIndex={0}>
            <Text fw={600}>{t('style.module.sample')}</Text>
            <Code className={classes.moduleCode}>{"[data-mantine-color-scheme='dark'] &"}</Code>
          </div>
        </Section>

        <Section title="style.variables.title" text="style.variables.text">
          <div className={classes.swatches}>
            {themeVariables.map((variable) => (
              <div key={variable} className={classes.swatch}>
                <Box className={classes.chip} bg={`var(${variable})`} />
                <Code className={classes.variable}>{variable}</Code>
              </div>
            ))}
          </div>
          <div className={classes.shades} aria-hidden>
            {brandShades.map((shade) => (
              <Box
                key={shade}
                className={classes.shade}
                bg={`var(--mantine-color-brand-${shade})`}
                title={`--mantine-color-brand-${shade}`}
              />
            ))}
          </div>
        </Section>

        <Section title="style.responsive.title" text="style.responsive.text">
          <Stack gap="sm">
            <div>
              <Badge hiddenFrom="sm" color="grape.9">
                {t('style.responsive.phone')}
              </Badge>
              <Badge visibleFrom="sm" hiddenFrom="md" color="cyan.9">
                {t('style.responsive.tablet')}
              </Badge>
              <Badge visibleFrom="md" color="teal.9">
                {t('style.responsive.desktop')}
              </Badge>
            </div>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs">
              {[1, 2, 3, 4, 5, 6, 7, 8].map((index) => (
                <div key={index} className={classes.cell}>
                  {t('style.responsive.cell', { index })}
                </div>
              ))}
            </SimpleGrid>
          </Stack>
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

function Section({
  title,
  text,
  children,
}: {
  title: MessageKey;
  text: MessageKey;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section">
      <Title order={2} size="h4">
        {t(title)}
      </Title>
      <Text c="dimmed" size="sm" mt={4} mb="md">
        {t(text)}
      </Text>
      {children}
    </Paper>
  );
}
