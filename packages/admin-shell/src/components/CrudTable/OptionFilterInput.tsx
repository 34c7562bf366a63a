import { Select } from '@mantine/core';

/**
 * A filter chosen from a list of options, or none (all rows): its own module, loaded when a
 * table first shows one, so a table's first paint does without the combobox and floating-ui.
 */
export function OptionFilterInput({
  label,
  placeholder,
  clearLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  /** The name of the button that clears the filter. */
  clearLabel: string;
  options: { value: string; label: string }[];
  value: string | undefined;
  onChange(value: string | undefined): void;
}) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={options}
      value={value ?? null}
      clearable
      clearButtonProps={{ 'aria-label': clearLabel }}
      onChange={(next) => onChange(next ?? undefined)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
