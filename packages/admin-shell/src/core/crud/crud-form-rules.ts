import type { MessageKey } from '../i18n/catalogue-i18n.js';
import type { MessageParams } from '../i18n/translate.js';
import { all, createValidators, type Validator } from '../validation/validators.js';
import { type CrudFieldBase, type FormMode, valueTypeOf } from './crud-definition.js';

type Translate = (key: MessageKey, params?: MessageParams) => string;

/** The fields a form in `mode` shows: those with form options that list the mode (or all). */
export function formFieldsFor<Field extends Pick<CrudFieldBase<unknown>, 'form'>>(
  fields: readonly Field[],
  mode: FormMode,
): Field[] {
  return fields.filter((field) => field.form && (field.form.modes ?? [mode]).includes(mode));
}

/**
 * One validator per form field, from its rules and value type, with the form's default
 * messages in the current language. Email and url fields check their format unasked.
 */
export function crudFormRules(
  fields: readonly (Pick<CrudFieldBase<unknown>, 'form' | 'valueType' | 'options'> & {
    key: string;
  })[],
  label: (field: { key: string }) => string,
  t: Translate,
): Record<string, Validator<unknown>> {
  const rules = createValidators(t);
  const validators: Record<string, Validator<unknown>> = {};
  for (const field of fields) {
    if (!field.form) continue;
    const name = label(field);
    const given = field.form.rules ?? {};
    const type = valueTypeOf(field);
    const checks: Validator<never>[] = [];
    if (given.required) checks.push(rules.required(name));
    if (given.minLength !== undefined || given.maxLength !== undefined) {
      checks.push(
        rules.length(name, given.minLength ?? 0, given.maxLength ?? Number.MAX_SAFE_INTEGER),
      );
    }
    if (given.min !== undefined || given.max !== undefined) {
      checks.push(
        rules.range(
          name,
          given.min ?? Number.MIN_SAFE_INTEGER,
          given.max ?? Number.MAX_SAFE_INTEGER,
        ),
      );
    }
    if (given.email || type === 'email') checks.push(rules.email());
    if (given.https) checks.push(rules.httpsUrl());
    else if (given.url || type === 'url') checks.push(rules.url());
    if (given.pattern) checks.push(rules.pattern(name, given.pattern));
    if (checks.length > 0) validators[field.key] = all(...(checks as Validator<unknown>[]));
  }
  return validators;
}
