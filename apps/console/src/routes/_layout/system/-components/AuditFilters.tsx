import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useI18n } from '@org/admin-shell';
import type { AuditExportQuery } from '@org/api/contract';
import { auditActions, auditResources } from '@org/api/contract/permissions';
import { IconSearch } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { ActorSelect } from './ActorSelect';
import classes from './AuditFilters.module.css';
import { TimeFilterInput } from './TimeFilterInput';
import { readTimeFilterText, toTimeFilterText } from './time-filter-text';

/** What is typed rather than chosen: applied at Enter, on 查询 or on leaving the field. */
interface Typed {
  recordId: string;
  from: string;
  to: string;
}

function typedOf(filters: AuditExportQuery): Typed {
  return {
    recordId: filters.recordId ?? '',
    from: filters.from ? toTimeFilterText(filters.from) : '',
    to: filters.to ? toTimeFilterText(filters.to) : '',
  };
}

/** The filters with what is typed, or undefined while a time cannot be read. */
function withTyped(filters: AuditExportQuery, typed: Typed): AuditExportQuery | undefined {
  const from = readTimeFilterText(typed.from, 'start');
  const to = readTimeFilterText(typed.to, 'end');
  if (!from.ok || !to.ok) return undefined;
  return {
    ...filters,
    recordId: typed.recordId.trim() || undefined,
    from: from.instant,
    to: to.instant,
  };
}

/**
 * The filters over the log: actor, action and resource apply when chosen; the record id and
 * the time range at Enter, on 查询 or on leaving the field, once the times can be read.
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
  // Said once the person tried to apply a time that cannot be read, not while they type it.
  const [showTimeErrors, setShowTimeErrors] = useState(false);
  // A reset, Back or a link changes the address: the typed fields show its filters.
  const addressKey = JSON.stringify(filters);
  const [shownKey, setShownKey] = useState(addressKey);
  if (shownKey !== addressKey) {
    setShownKey(addressKey);
    setTyped(typedOf(filters));
    setShowTimeErrors(false);
  }
  const apply = (next: AuditExportQuery) => {
    if (JSON.stringify(next) !== addressKey) onChange(next);
  };
  const applyTyped = (current: Typed) => {
    const next = withTyped(filters, current);
    if (next) apply(next);
    else setShowTimeErrors(true);
  };
  // A choice applies at once, with the typed fields that can be read.
  const choose = (choice: AuditExportQuery) =>
    apply({ ...(withTyped(filters, typed) ?? filters), ...choice });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyTyped(typed);
  };
  const typedInput = (key: keyof Typed) => ({
    value: typed[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setTyped((current) => ({ ...current, [key]: value }));
      setShowTimeErrors(false);
    },
    onBlur: () => applyTyped(typed),
  });
  const timeInput = (key: 'from' | 'to') => ({
    ...typedInput(key),
    label: t(key === 'from' ? 'audit.from' : 'audit.to'),
    error:
      showTimeErrors && !readTimeFilterText(typed[key], key === 'from' ? 'start' : 'end').ok
        ? t('audit.timeInvalid')
        : undefined,
    onPick: (value: string) => {
      const next = { ...typed, [key]: value };
      setTyped(next);
      applyTyped(next);
    },
  });

  return (
    <search>
      <form onSubmit={submit}>
        <SimpleGrid cols={{ base: 2, md: 3, xl: 6 }} spacing="sm">
          <ActorSelect
            className={classes.wide}
            value={filters.actorId}
            onChange={(actorId) => choose({ actorId })}
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
            onChange={(action) => choose({ action: action ?? undefined })}
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
            onChange={(resource) => choose({ resource: resource ?? undefined })}
          />
          <TextInput
            className={classes.wide}
            label={t('audit.recordId')}
            maxLength={64}
            {...typedInput('recordId')}
          />
          <TimeFilterInput className={classes.time} {...timeInput('from')} />
          <TimeFilterInput className={classes.time} {...timeInput('to')} />
        </SimpleGrid>
        <Group gap="xs" mt="sm">
          <Button type="submit" leftSection={<IconSearch size={16} stroke={1.7} />}>
            {t('crud.query')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setTyped(typedOf({}));
              setShowTimeErrors(false);
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
