import { NumberInput, PasswordInput, Select, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { type CrudFieldBase, valueTypeOf } from '../../core/crud/crud-definition.js';
import { useLocalText } from '../../core/i18n/local-text.js';

export interface CrudFieldInputProps<Row> {
  field: CrudFieldBase<Row> & { key: string };
  /** What `form.getInputProps(key)` gives: value, onChange, error, onBlur. */
  inputProps: GetInputPropsReturnType;
  /** The input the modal focuses when it opens (Mantine's `data-autofocus`). */
  first?: boolean;
}

/** The input a field's value type calls for, labelled, with its hint and its rules' limits. */
export function CrudFieldInput<Row>({ field, inputProps, first }: CrudFieldInputProps<Row>) {
  const text = useLocalText();
  const form = field.form || {};
  const rules = form.rules ?? {};
  const shared = {
    label: text(field.label),
    description: form.description ? text(form.description) : undefined,
    withAsterisk: rules.required === true,
    className: form.wide || valueTypeOf(field) === 'textarea' ? 'admin-shell-crud-wide' : undefined,
    'data-field': field.key,
    'data-autofocus': first || undefined,
  };

  if (form.input) {
    const Input = form.input;
    return (
      <Input
        {...shared}
        value={inputProps.value}
        onChange={inputProps.onChange}
        onFocus={inputProps.onFocus}
        onBlur={inputProps.onBlur}
        error={inputProps.error}
      />
    );
  }

  switch (valueTypeOf(field)) {
    case 'select':
      return (
        <Select
          {...shared}
          {...inputProps}
          value={inputProps.value ?? null}
          data={(field.options ?? []).map((option) => ({
            value: option.value,
            label: text(option.label),
          }))}
          allowDeselect={!rules.required}
          clearable={!rules.required}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'integer':
      return (
        <NumberInput
          {...shared}
          {...inputProps}
          allowDecimal={false}
          min={rules.min}
          max={rules.max}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...shared}
          {...inputProps}
          autosize
          minRows={4}
          maxRows={14}
          maxLength={rules.maxLength}
        />
      );
    case 'password':
      return (
        <PasswordInput
          {...shared}
          {...inputProps}
          autoComplete="new-password"
          maxLength={rules.maxLength}
        />
      );
    default:
      return (
        <TextInput
          {...shared}
          {...inputProps}
          type={
            valueTypeOf(field) === 'email' ? 'email' : valueTypeOf(field) === 'url' ? 'url' : 'text'
          }
          maxLength={rules.maxLength}
        />
      );
  }
}
