import { ActionIcon, TextInput } from '@mantine/core';
import { useI18n } from '@org/admin-shell';
import { IconCalendar } from '@tabler/icons-react';
import { type ChangeEvent, useRef } from 'react';
import classes from './TimeFilterInput.module.css';
import { fromPickerValue, toPickerValue } from './time-filter-text';

/**
 * One bound of the time range, typed as "2026-05-01 09:30" (or a date alone) whatever the
 * language, its hint and error in the app's. The calendar button opens the browser's own date
 * and time picker, which speaks the browser's language: it only fills the field.
 */
export function TimeFilterInput({
  className,
  label,
  value,
  error,
  onChange,
  onBlur,
  onPick,
}: {
  className?: string;
  label: string;
  /** The text typed (or picked). */
  value: string;
  /** Why the text is no time, once that is worth saying. */
  error: string | undefined;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBlur(): void;
  /** A time chosen in the picker, in the field's format. */
  onPick(value: string): void;
}) {
  const { t } = useI18n();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <TextInput
      className={className}
      label={label}
      placeholder={t('audit.timeFormat')}
      value={value}
      error={error}
      onChange={onChange}
      onBlur={onBlur}
      maxLength={32}
      autoComplete="off"
      rightSectionPointerEvents="auto"
      rightSection={
        <>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('audit.pickTime', { field: label })}
            onClick={() => picker.current?.showPicker()}
          >
            <IconCalendar size={16} stroke={1.7} />
          </ActionIcon>
          <input
            ref={picker}
            type="datetime-local"
            className={classes.picker}
            tabIndex={-1}
            aria-hidden
            value={toPickerValue(value)}
            onChange={(event) => onPick(fromPickerValue(event.currentTarget.value))}
          />
        </>
      }
    />
  );
}
