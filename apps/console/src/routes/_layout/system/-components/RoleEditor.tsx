import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ConflictError,
  FieldErrors,
  useI18n,
  useNotifier,
  useSession,
  useUnsavedChanges,
} from '@org/admin-shell';
import type { Role } from '@org/api/contract';
import { limits } from '@org/api/contract/limits';
import { type PermissionCode, permissionCodes } from '@org/api/contract/permissions';
import { IconLock, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { rolesQueryKey, updateRole } from '../../../../api/roles';
import { roleName } from '../../../../role-name';
import { DeleteRoleModal } from './DeleteRoleModal';
import { PermissionMatrix } from './PermissionMatrix';
import { RoleUsers } from './RoleUsers';
import { failureText, roleNameRule } from './role-form';

interface RoleValues {
  name: string;
  permissions: PermissionCode[];
}

// The registry's order, as the matrix keeps it, so an unchanged role reads as unchanged.
const valuesOf = (role: Role): RoleValues => ({
  name: role.name,
  permissions: permissionCodes.filter((code) => role.permissions.includes(code)),
});

/** Why the last save failed: someone saved first (`current`), or the API refused. */
type SaveFailure = { kind: 'conflict'; current: Role } | { kind: 'refused'; message: string };

export interface RoleEditorProps {
  /** The role as last read; a newer version shows at once unless the person has changed it. */
  role: Role;
  /** Told whether moving away now would lose changes. */
  onDirtyChange(dirty: boolean): void;
  onDeleted(): void;
}

/**
 * One role: its name and what it grants (a built-in role's are shown, not changed), saved
 * with the version they were read at; its deletion; the users who hold it. A failed save loses
 * nothing: a conflict offers the latest version or keeps the changes, a refusal says why.
 */
export function RoleEditor({ role, onDirtyChange, onDeleted }: RoleEditorProps) {
  const { t, locale } = useI18n();
  const notifier = useNotifier();
  const session = useSession();
  const queryClient = useQueryClient();
  const noteId = useId();
  // The version the person's changes are based on: what a save sends.
  const [base, setBase] = useState(role);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [kept, setKept] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const form = useForm<RoleValues>({
    mode: 'controlled',
    initialValues: valuesOf(role),
    validate: { name: roleNameRule(t) },
  });
  const dirty = form.isDirty();
  const readOnly = role.builtIn !== null;

  useUnsavedChanges(dirty);
  useEffect(() => {
    onDirtyChange(dirty);
    return () => onDirtyChange(false);
  }, [dirty, onDirtyChange]);

  const adopt = (latest: Role) => {
    setBase(latest);
    form.setValues(valuesOf(latest));
    form.resetDirty(valuesOf(latest));
    form.clearErrors();
    setFailure(null);
    setKept(false);
  };
  // Someone else's change shows as soon as it is read, over a form the person has not changed.
  useEffect(() => {
    if (role.version > base.version && !form.isDirty()) adopt(role);
  });

  const save = useMutation({
    mutationFn: (values: RoleValues) =>
      updateRole(base, {
        version: base.version,
        name: values.name.trim(),
        permissions: values.permissions,
      }),
    onSuccess: (saved) => {
      adopt(saved);
      void queryClient.invalidateQueries({ queryKey: rolesQueryKey });
      notifier.notify({ kind: 'success', message: t('crud.saved', { title: saved.name }) });
      // What the person may do changes with a role they hold: the menu and the pages follow.
      if (session.user?.roles.some((held) => held.id === saved.id)) void session.revalidate();
    },
    onError: (error) => {
      if (error instanceof ConflictError) {
        setFailure({ kind: 'conflict', current: error.current as Role });
      } else if (error instanceof FieldErrors && error.fields.name) {
        form.setErrors({ name: error.fields.name });
      } else {
        setFailure({ kind: 'refused', message: failureText(error, t('request.failed')) });
      }
    },
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Group gap="xs">
              <Title order={2} size="h3">
                {roleName(role, locale)}
              </Title>
              {readOnly && (
                <Badge variant="light" color="gray" leftSection={<IconLock size={12} />}>
                  {t('roles.builtIn')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed" mt={2}>
              {t('roles.counts', {
                permissions: role.permissions.length,
                users: role.userCount,
              })}
            </Text>
          </div>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            disabled={readOnly}
            aria-describedby={readOnly ? noteId : undefined}
            onClick={() => setDeleting(true)}
          >
            {t('roles.delete')}
          </Button>
        </Group>

        {readOnly && (
          <Alert id={noteId} color="gray" variant="light" icon={<IconLock size={18} />}>
            {t('roles.builtInReadOnly')}
          </Alert>
        )}

        <form
          noValidate
          aria-busy={save.isPending}
          onSubmit={form.onSubmit((values) => {
            setFailure(null);
            save.mutate(values);
          })}
        >
          <Stack gap="md">
            {!readOnly && (
              <TextInput
                label={t('roles.name')}
                withAsterisk
                maxLength={limits.roleName.max}
                maw={420}
                {...form.getInputProps('name')}
              />
            )}
            <div>
              <Group justify="space-between" gap="xs" mb={4}>
                <Text fw={600}>{t('roles.permissions')}</Text>
                <Text size="sm" c="dimmed">
                  {t('roles.grantedCount', {
                    granted: form.values.permissions.length,
                    total: permissionCodes.length,
                  })}
                </Text>
              </Group>
              <PermissionMatrix
                value={form.values.permissions}
                onChange={(permissions) => form.setFieldValue('permissions', permissions)}
                readOnly={readOnly}
              />
            </div>
            {failure?.kind === 'conflict' && (
              <Alert color="yellow" variant="light" title={t('crud.conflictTitle')} role="alert">
                <Text size="sm">{t('crud.conflictText')}</Text>
                <Group gap="sm" mt="sm">
                  <Button size="xs" variant="light" onClick={() => adopt(failure.current)}>
                    {t('crud.conflictReload')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => {
                      setBase(failure.current);
                      setFailure(null);
                      setKept(true);
                    }}
                  >
                    {t('crud.conflictKeep')}
                  </Button>
                </Group>
              </Alert>
            )}
            {failure?.kind === 'refused' && (
              <Alert color="red" variant="light" title={t('roles.saveFailed')} role="alert">
                {failure.message}
              </Alert>
            )}
            {kept && (
              <Alert color="blue" variant="light" role="status">
                {t('crud.conflictKept')}
              </Alert>
            )}
            {!readOnly && (
              <Group justify="flex-end" gap="sm">
                <Button
                  variant="default"
                  disabled={!dirty || save.isPending}
                  onClick={() => adopt(base)}
                >
                  {t('roles.undo')}
                </Button>
                <Button type="submit" disabled={!dirty} loading={save.isPending}>
                  {t('crud.save')}
                </Button>
              </Group>
            )}
          </Stack>
        </form>

        <RoleUsers role={role} />
      </Stack>
      <DeleteRoleModal
        role={deleting ? role : undefined}
        onClose={() => setDeleting(false)}
        onDeleted={onDeleted}
      />
    </Paper>
  );
}
