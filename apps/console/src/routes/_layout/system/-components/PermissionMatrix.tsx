import { Checkbox, Code, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useI18n } from '@org/admin-shell';
import { type PermissionCode, permissionCodes } from '@org/api/contract/permissions';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { type PermissionGroup, searchPermissions } from './permission-search';

export interface PermissionMatrixProps {
  /** The codes granted, in the registry's order. */
  value: readonly PermissionCode[];
  onChange(value: PermissionCode[]): void;
  /** Shown, not changed (a built-in role). Default false. */
  readOnly?: boolean;
}

/**
 * The codes a role grants, grouped by resource, with a box searching them by code and label:
 * a checkbox per code, and one per group for all of the group's codes shown.
 */
export function PermissionMatrix({ value, onChange, readOnly = false }: PermissionMatrixProps) {
  const { t } = useI18n();
  const [query, setQuery] = useState('');
  const label = (code: PermissionCode) => t(`permission.${code}`);
  const groups = searchPermissions(query, label);
  const granted = new Set(value);
  // Kept in the registry's order, so granting and taking back a code leaves the form unchanged.
  const change = (codes: readonly PermissionCode[], grant: boolean) => {
    const next = new Set(granted);
    for (const code of codes) {
      if (grant) next.add(code);
      else next.delete(code);
    }
    onChange(permissionCodes.filter((code) => next.has(code)));
  };

  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label={t('roles.search')}
        placeholder={t('roles.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {t('roles.noMatch', { query: query.trim() })}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          {groups.map((group) => (
            <GroupCard
              key={group.resource}
              group={group}
              granted={granted}
              label={label}
              readOnly={readOnly}
              onChange={change}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function GroupCard(props: {
  group: PermissionGroup;
  granted: ReadonlySet<PermissionCode>;
  label(code: PermissionCode): string;
  readOnly: boolean;
  onChange(codes: readonly PermissionCode[], grant: boolean): void;
}) {
  const { t } = useI18n();
  const { group, granted, readOnly } = props;
  const title = t(`permission.group.${group.resource}`);
  const count = group.codes.filter((code) => granted.has(code)).length;
  const all = count === group.codes.length;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      role="group"
      aria-label={title}
      data-group={group.resource}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" mb="xs">
        <Checkbox
          label={<Text fw={600}>{title}</Text>}
          aria-label={t('roles.allOfGroup', { group: title })}
          checked={all}
          indeterminate={count > 0 && !all}
          disabled={readOnly}
          onChange={() => props.onChange(group.codes, !all)}
        />
        <Text size="xs" c="dimmed">
          {count}/{group.codes.length}
        </Text>
      </Group>
      <Stack gap="xs" pl="xs">
        {group.codes.map((code) => (
          <Checkbox
            key={code}
            value={code}
            label={props.label(code)}
            description={<Code>{code}</Code>}
            checked={granted.has(code)}
            disabled={readOnly}
            onChange={(event) => props.onChange([code], event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Paper>
  );
}
