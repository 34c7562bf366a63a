import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useI18n } from '@org/admin-shell';
import type { AuditExportQuery } from '@org/api/contract';
import { auditActions, auditResources } from '@org/api/contract/permissions';
import { IconSearch } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { ActorSelect } from './ActorSelect';
import classes from './AuditFilters.module.css';
import { fromLocalInput, toLocalInput } from './audit-search';

/** What is typed rather than chosen: applied at Enter, on 查询 or on leaving the field. */
interface Typed {
  recordId: string;
  from: string;
  to: string;
}

function typedOf(filters: AuditExportQuery): Typed {
  return {
    recordId: filters.recordId ?? '',
    from: filters.from ? toLocalInput(filters.from) : '',
    to: filters.to ? toLocalInput(filters.to) : '',
  };
}

/**
 * The filters over the log: actor, action and resource apply when chosen; the record id and
 * the time range at Enter, on 查询 or on leaving the field.
 */
export function AuditFilters({
  filters,
  onChange,
}: {
  filters: AuditExportQuery;
  onChange(filters: AuditExportQuery): void;
}) {
  const { t } = useI18n();
  const [typed, setTyped] = useState(() => typedOf(filters));
  // A reset, Back or a link changes the address: the typed fields show its filters.
  const addressKey = JSON.stringify(filters);
  const [shownKey, setShownKey] = useState(addressKey);
  if (shownKey !== addressKey) {
    setShownKey(addressKey);
    setTyped(typedOf(filters));
  }
  const withTyped = (): AuditExportQuery => ({
    ...filters,
    recordId: typed.recordId.trim() || undefined,
    from: fromLocalInput(typed.from, 'start'),
    to: fromLocalInput(typed.to, 'end'),
  });
  const apply = (next: AuditExportQuery) => {
    if (JSON.stringify(next) !== addressKey) onChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(withTyped());
  };
  const typedInput = (key: keyof Typed) => ({
    value: typed[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setTyped((current) => ({ ...current, [key]: value }));
    },
    onBlur: () => apply(withTyped()),
  });

  return (
    <search>
      <form onSubmit={submit}>
        <SimpleGrid cols={{ base: 2, md: 3, xl: 6 }} spacing="sm">
          <ActorSelect
            className={classes.wide}
            value={filters.actorId}
            onChange={(actorId) => apply({ ...withTyped(), actorId })}
          />
          <Select
            label={t('audit.action')}
            placeholder={t('crud.all')}
            clearable
            data={auditActions.map((action) => ({
              value: action,
              label: t(`audit.action.${action}`),
            }))}
            value={filters.action ?? null}
            onChange={(action) => apply({ ...withTyped(), action: action ?? undefined })}
          />
          <Select
            label={t('audit.resource')}
            placeholder={t('crud.all')}
            clearable
            data={auditResources.map((resource) => ({
              value: resource,
              label: t(`audit.resource.${resource}`),
            }))}
            value={filters.resource ?? null}
            onChange={(resource) => apply({ ...withTyped(), resource: resource ?? undefined })}
          />
          <TextInput
            className={classes.wide}
            label={t('audit.recordId')}
            maxLength={64}
            {...typedInput('recordId')}
          />
          <TextInput
            className={classes.time}
            label={t('audit.from')}
            type="datetime-local"
            max={typed.to || undefined}
            {...typedInput('from')}
          />
          <TextInput
            className={classes.time}
            label={t('audit.to')}
            type="datetime-local"
            min={typed.from || undefined}
            {...typedInput('to')}
          />
        </SimpleGrid>
        <Group gap="xs" mt="sm">
          <Button type="submit" leftSection={<IconSearch size={16} stroke={1.7} />}>
            {t('crud.query')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setTyped(typedOf({}));
              apply({});
            }}
          >
            {t('crud.reset')}
          </Button>
        </Group>
      </form>
    </search>
  );
}
