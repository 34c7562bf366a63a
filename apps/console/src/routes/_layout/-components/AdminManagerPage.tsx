import '@org/admin-shell/styles/content.css';

import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { AccessGuard, useI18n } from '@org/admin-shell';
import { IconCrown } from '@tabler/icons-react';

/**
 * The page only admins may see. The layout already shows the 403 result for the route's
 * declared flag; the guard here keeps the text safe wherever this component is rendered.
 */
export function AdminManagerPage() {
  const { t } = useI18n();
  return (
    <AccessGuard flag="isAdmin">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light" color="yellow" aria-hidden>
              <IconCrown size={26} stroke={1.6} />
            </ThemeIcon>
            <Title order={1} size="h2">
              {t('adminManager.title')}
            </Title>
          </Group>
          <Text fz="lg" fw={500} data-testid="admin-only-text">
            {t('adminManager.text')}
          </Text>
          <Text c="dimmed" size="sm">
            {t('adminManager.note')}
          </Text>
        </Stack>
      </Paper>
    </AccessGuard>
  );
}
