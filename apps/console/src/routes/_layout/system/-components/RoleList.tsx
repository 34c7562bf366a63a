import { Badge, Button, Group, NavLink, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useI18n } from '@org/admin-shell';
import type { Role } from '@org/api/contract';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { roleName } from '../../../../role-name';

export interface RoleListProps {
  /** Undefined while loading. */
  roles: readonly Role[] | undefined;
  /** The role shown beside the list. */
  shownId: number | undefined;
  onShow(id: number): void;
  onCreate(): void;
}

/** Every role with what it grants and how many hold it; 新建角色 above them. */
export function RoleList({ roles, shownId, onShow, onCreate }: RoleListProps) {
  const { t, locale } = useI18n();
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="xs" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" px="xs" pb="xs">
        <Text fw={600} id={headingId}>
          {t('roles.list')}
        </Text>
        <Button size="xs" leftSection={<IconPlus size={16} />} onClick={onCreate}>
          {t('roles.create')}
        </Button>
      </Group>
      {roles ? (
        <Stack gap={2}>
          {roles.map((role) => (
            <NavLink
              key={role.id}
              component="button"
              type="button"
              active={role.id === shownId}
              aria-current={role.id === shownId ? 'true' : undefined}
              data-role-id={role.id}
              onClick={() => onShow(role.id)}
              label={
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={500} truncate>
                    {roleName(role, locale)}
                  </Text>
                  {role.builtIn && (
                    <Badge size="xs" variant="light" color="gray">
                      {t('roles.builtIn')}
                    </Badge>
                  )}
                </Group>
              }
              description={t('roles.counts', {
                permissions: role.permissions.length,
                users: role.userCount,
              })}
            />
          ))}
        </Stack>
      ) : (
        <Stack gap="xs" p="xs">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      )}
    </Paper>
  );
}
