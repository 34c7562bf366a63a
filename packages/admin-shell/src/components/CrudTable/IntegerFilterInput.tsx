import { NumberInput } from '@mantine/core';

/**
 * A filter on a whole number of at least 1 (an id): its own module, loaded when a table first
 * shows one, so a table without such a filter never loads the number input's formatting library.
 */
export function IntegerFilterInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | string | undefined;
  onChange(value: number | undefined): void;
}) {
  return (
    <NumberInput
      label={label}
      value={value ?? ''}
      min={1}
      allowDecimal={false}
      allowNegative={false}
      onChange={(next) => onChange(typeof next === 'number' && next >= 1 ? next : undefined)}
    />
  );
}
