import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';

import { MultiSelect } from '@mantine/core';
import { type CrudInputProps, useI18n } from '@org/admin-shell';
import { useQuery } from '@tanstack/react-query';
import { roleListQueryOptions } from '../../../../api/roles';
import { roleName } from '../../../../role-name';

/** The user form's roles: any of the roles the API lists, several at once. */
export function RoleSelect(props: CrudInputProps<string[]>) {
  const { locale } = useI18n();
  const roles = useQuery(roleListQueryOptions());
  return (
    <MultiSelect
      {...props}
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
