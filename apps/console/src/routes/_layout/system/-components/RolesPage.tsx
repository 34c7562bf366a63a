import '@org/admin-shell/styles/crud.css';

import { Alert, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useI18n } from '@org/admin-shell';
import type { Role } from '@org/api/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { roleListQueryOptions } from '../../../../api/roles';
import { roleName } from '../../../../role-name';
import { CreateRoleModal } from './CreateRoleModal';
import { RoleEditor } from './RoleEditor';
import { RoleList } from './RoleList';
import classes from './RolesPage.module.css';

const route = getRouteApi('/_layout/system/roles');

/**
 * The roles: a list beside the role shown (its address's `?role=`, else the first), where the
 * person renames it, sets what it grants and sees who holds it. Moving to another role over
 * unsaved changes asks first.
 */
export function RolesPage() {
  const { t } = useI18n();
  const { role: roleId } = route.useSearch();
  const navigate = route.useNavigate();
  const roles = useQuery(roleListQueryOptions());
  const [creating, setCreating] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [leavingFor, setLeavingFor] = useState<number | null>(null);
  const shown = roleId === undefined ? roles.data?.[0] : roles.data?.find((r) => r.id === roleId);

  const show = (id: number | undefined) => void navigate({ search: { role: id } });
  const requestShow = (id: number) => {
    if (id === shown?.id) return;
    if (dirty) setLeavingFor(id);
    else show(id);
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('roles.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('roles.description')}
        </Text>
      </div>
      {roles.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={20} />}
          title={t('roles.loadFailed')}
          role="alert"
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">{roles.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void roles.refetch()}>
              {t('app.error.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <div className={classes.layout}>
          <RoleList
            roles={roles.data}
            shownId={shown?.id}
            onShow={requestShow}
            onCreate={() => setCreating(true)}
          />
          {shown ? (
            <RoleEditor
              key={shown.id}
              role={shown}
              onDirtyChange={setDirty}
              onDeleted={() => show(undefined)}
            />
          ) : roles.data ? (
            <Alert color="yellow" variant="light" role="status">
              {t('roles.missing')}
            </Alert>
          ) : (
            <Paper withBorder radius="md" p="md">
              <Skeleton height={28} width="40%" mb="md" />
              <Skeleton height={220} />
            </Paper>
          )}
        </div>
      )}
      <CreateRoleModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(role) => {
          setCreating(false);
          requestShow(role.id);
        }}
      />
      <LeaveQuestion
        role={leavingFor === null ? undefined : shown}
        onStay={() => setLeavingFor(null)}
        onLeave={() => {
          if (leavingFor !== null) show(leavingFor);
          setLeavingFor(null);
        }}
      />
    </Stack>
  );
}

/** Asked when the person moves to another role with changes to `role` unsaved. */
function LeaveQuestion(props: { role: Role | undefined; onStay(): void; onLeave(): void }) {
  const { t, locale } = useI18n();
  return (
    <Modal opened={props.role !== undefined} onClose={props.onStay} title={t('crud.discardTitle')}>
      <Text size="sm">
        {props.role && t('roles.switchText', { name: roleName(props.role, locale) })}
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={props.onStay} data-autofocus>
          {t('crud.keepEditing')}
        </Button>
        <Button color="red" onClick={props.onLeave}>
          {t('crud.discard')}
        </Button>
      </Group>
    </Modal>
  );
}
