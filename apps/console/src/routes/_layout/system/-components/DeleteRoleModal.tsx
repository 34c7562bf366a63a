import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useI18n, useNotifier, useSession } from '@org/admin-shell';
import type { Role } from '@org/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteRole, rolesQueryKey } from '../../../../api/roles';
import { roleName } from '../../../../role-name';
import { failureText } from './role-form';

/**
 * Asks before deleting `role` (open while given one), saying how many users lose it; a refusal
 * (the last holder of role management, say) shows in place.
 */
export function DeleteRoleModal(props: {
  role: Role | undefined;
  onClose(): void;
  onDeleted(): void;
}) {
  const { t, locale } = useI18n();
  const notifier = useNotifier();
  const session = useSession();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: deleteRole,
    onSuccess: (_, role) => {
      void queryClient.invalidateQueries({ queryKey: rolesQueryKey });
      notifier.notify({ kind: 'success', message: t('crud.deleted', { title: role.name }) });
      if (session.user?.roles.some((held) => held.id === role.id)) void session.revalidate();
      props.onClose();
      props.onDeleted();
    },
  });
  const close = () => {
    remove.reset();
    props.onClose();
  };
  const { role } = props;
  return (
    <Modal opened={role !== undefined} onClose={close} title={t('roles.delete')}>
      {role && (
        <Text size="sm">
          {t('roles.deleteText', { name: roleName(role, locale), users: role.userCount })}
        </Text>
      )}
      {remove.isError && (
        <Alert color="red" variant="light" title={t('roles.deleteFailed')} role="alert" mt="md">
          {failureText(remove.error, t('request.failed'))}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={close} data-autofocus>
          {t('crud.cancel')}
        </Button>
        <Button color="red" loading={remove.isPending} onClick={() => role && remove.mutate(role)}>
          {t('crud.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
