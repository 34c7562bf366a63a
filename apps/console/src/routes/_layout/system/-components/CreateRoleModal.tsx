import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FieldErrors, useI18n, useNotifier } from '@org/admin-shell';
import type { Role } from '@org/api/contract';
import { limits } from '@org/api/contract/limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createRole, rolesQueryKey } from '../../../../api/roles';
import { failureText, roleNameRule } from './role-form';

/**
 * Names a new role, which starts granting nothing: the person then picks its permissions in
 * the matrix. A taken name is refused on the field, what was typed kept.
 */
export function CreateRoleModal(props: {
  opened: boolean;
  onClose(): void;
  onCreated(role: Role): void;
}) {
  const { t } = useI18n();
  const notifier = useNotifier();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: { name: roleNameRule(t) },
  });
  const create = useMutation({
    mutationFn: (name: string) => createRole({ name, permissions: [] }),
    onSuccess: (role) => {
      void queryClient.invalidateQueries({ queryKey: rolesQueryKey });
      notifier.notify({ kind: 'success', message: t('crud.created', { title: role.name }) });
      form.reset();
      props.onCreated(role);
    },
    onError: (error) => {
      if (error instanceof FieldErrors && error.fields.name) {
        form.setErrors({ name: error.fields.name });
      } else {
        setRefusal(failureText(error, t('request.failed')));
      }
    },
  });
  const close = () => {
    form.reset();
    setRefusal(null);
    props.onClose();
  };
  return (
    <Modal opened={props.opened} onClose={close} title={t('roles.create')}>
      <form
        noValidate
        onSubmit={form.onSubmit(({ name }) => {
          setRefusal(null);
          create.mutate(name.trim());
        })}
        aria-busy={create.isPending}
      >
        <Stack gap="md">
          <TextInput
            label={t('roles.name')}
            withAsterisk
            maxLength={limits.roleName.max}
            data-autofocus
            {...form.getInputProps('name')}
          />
          {refusal && (
            <Alert color="red" variant="light" title={t('roles.saveFailed')} role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('crud.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('crud.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
