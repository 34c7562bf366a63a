import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';

import { MultiSelect } from '@mantine/core';
import { type CrudInputProps, useAccess, useI18n } from '@org/admin-shell';
import { useQuery } from '@tanstack/react-query';
import { roleListQueryOptions } from '../../../../api/roles';
import { roleName } from '../../../../role-name';

/**
 * The user form's roles: every role the API lists, several at once. Only a holder of
 * `roles.manage` may assign them (the API refuses anyone else), so for others it shows the
 * roles held, unchangeable, and says why.
 */
export function RoleSelect({ description, ...props }: CrudInputProps<string[]>) {
  const { t, locale } = useI18n();
  const mayAssign = useAccess()['roles.manage'];
  const roles = useQuery(roleListQueryOptions());
  return (
    <MultiSelect
      {...props}
      description={mayAssign ? description : t('user.rolesNotYours')}
      disabled={!mayAssign}
      data={(roles.data ?? []).map((role) => ({
        value: String(role.id),
        label: roleName(role, locale),
      }))}
      searchable
      hidePickedOptions
      comboboxProps={{ withinPortal: true }}
    />
  );
}
