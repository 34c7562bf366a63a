import { type ComboboxItem, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useI18n } from '@org/admin-shell';
import type { SysUser } from '@org/api/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { userQueryOptions, userSearchQueryOptions } from '../../../../api/users';
import classes from './ActorSelect.module.css';

const userOption = (user: SysUser): ComboboxItem<number> => ({
  value: user.id,
  label: `${user.name} (${user.username})`,
});

/**
 * Picks whose entries to show: users found by what is typed (username, name or email, through
 * the users list), or a bare id, for actors since deleted.
 */
export function ActorSelect({
  className,
  value,
  onChange,
}: {
  className?: string;
  value: number | undefined;
  onChange(actorId: number | undefined): void;
}) {
  const { t } = useI18n();
  const [typed, setTyped] = useState('');
  const [opened, setOpened] = useState(false);
  const chosen = useQuery({ ...userQueryOptions(value ?? 0), enabled: value !== undefined });
  const chosenOption =
    value === undefined
      ? undefined
      : chosen.data
        ? userOption(chosen.data)
        : { value, label: t('audit.actorId', { id: value }) };
  // The box shows the chosen actor's label: that is no search.
  const [keyword] = useDebouncedValue(typed === chosenOption?.label ? '' : typed.trim(), 300);
  const found = useQuery({ ...userSearchQueryOptions(keyword), enabled: opened });

  const options = new Map<number, ComboboxItem<number>>();
  if (chosenOption) options.set(chosenOption.value, chosenOption);
  const typedId = /^\d{1,9}$/.test(keyword) ? Number(keyword) : 0;
  if (typedId > 0)
    options.set(typedId, { value: typedId, label: t('audit.actorId', { id: typedId }) });
  for (const user of found.data?.list ?? []) options.set(user.id, userOption(user));

  return (
    <Select
      className={className}
      label={t('audit.actor')}
      placeholder={t('audit.actorSearch')}
      classNames={{ input: classes.input }}
      searchable
      clearable
      data={[...options.values()]}
      // The users list has searched already.
      filter={({ options: all }) => all}
      searchValue={typed}
      onSearchChange={setTyped}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      onDropdownOpen={() => setOpened(true)}
      nothingFoundMessage={found.isFetching ? undefined : t('crud.empty')}
    />
  );
}
