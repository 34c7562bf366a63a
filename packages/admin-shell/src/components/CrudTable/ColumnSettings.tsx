import { ActionIcon, Button, Checkbox, Group, Stack } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconColumns } from '@tabler/icons-react';
import { useRef } from 'react';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { ToolbarPopover } from './ToolbarPopover.js';

export interface ColumnSettingsProps {
  /** Every column in the person's order, with its name and whether it shows. */
  columns: readonly { key: string; label: string; visible: boolean }[];
  onToggle(key: string): void;
  onMove(key: string, by: -1 | 1): void;
  onReset(): void;
}

/**
 * Which columns show and in which order. Moving is by buttons rather than dragging, so it
 * works from the keyboard and on a phone; the last visible column cannot be turned off.
 */
export function ColumnSettings({ columns, onToggle, onMove, onReset }: ColumnSettingsProps) {
  const { t } = useI18n();
  const list = useRef<HTMLDivElement>(null);
  // The moved row is re-inserted, which drops the focus: give it back to the same button (or
  // its twin, when the move reached the end and disabled it).
  const move = (key: string, by: -1 | 1) => {
    onMove(key, by);
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>(`[data-move^="${key}:"]`);
      const same = [...(buttons ?? [])].find((button) => button.dataset.move === `${key}:${by}`);
      (same && !same.disabled
        ? same
        : [...(buttons ?? [])].find((button) => !button.disabled)
      )?.focus();
    });
  };
  const visibleCount = columns.filter((column) => column.visible).length;
  return (
    <ToolbarPopover label={t('crud.columns')} icon={<IconColumns size={18} stroke={1.6} />}>
      <Stack gap={4} miw={220} ref={list}>
        {columns.map((column, index) => (
          <Group key={column.key} gap="xs" justify="space-between" wrap="nowrap">
            <Checkbox
              label={column.label}
              checked={column.visible}
              disabled={column.visible && visibleCount === 1}
              onChange={() => onToggle(column.key)}
            />
            <Group gap={2} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('crud.moveUp', { column: column.label })}
                disabled={index === 0}
                data-move={`${column.key}:-1`}
                onClick={() => move(column.key, -1)}
              >
                <IconArrowUp size={14} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('crud.moveDown', { column: column.label })}
                disabled={index === columns.length - 1}
                data-move={`${column.key}:1`}
                onClick={() => move(column.key, 1)}
              >
                <IconArrowDown size={14} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
        <Button variant="subtle" size="xs" mt="xs" onClick={onReset}>
          {t('crud.columnsReset')}
        </Button>
      </Stack>
    </ToolbarPopover>
  );
}
