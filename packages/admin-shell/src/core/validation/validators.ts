import type { MessageKey } from '../i18n/catalogue-i18n.js';
import type { MessageParams } from '../i18n/translate.js';

/** A field rule as Mantine's `useForm({ validate })` takes it: an error message, or null. */
export type Validator<Value> = (value: Value) => string | null;

type Translate = (key: MessageKey, params?: MessageParams) => string;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Whether `pattern` matches, the same every time: a global or sticky regexp keeps state. */
function matches(pattern: RegExp, value: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(value);
}

/** Whether `value` is an absolute address with one of `protocols` (`'https:'`, …). */
function hasProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * The form component's default rules, with the default messages in the current language
 * (请输入 + label for a required field, and so on). Empty values pass every rule but
 * `required`, so optional fields can still carry a format rule.
 *
 * @example
 * const { t } = useI18n();
 * const rules = createValidators(t);
 * useForm({ validate: { username: all(rules.required('用户名'), rules.length('用户名', 3, 32)) } });
 */
export function createValidators(t: Translate) {
  return {
    required:
      (label: string): Validator<unknown> =>
      (value) =>
        isEmpty(value) ? t('validation.required', { label }) : null,
    length:
      (label: string, min: number, max: number): Validator<string | null | undefined> =>
      (value) => {
        if (isEmpty(value)) return null;
        const length = [...(value ?? '')].length;
        if (length < min) return t('validation.minLength', { label, min });
        if (length > max) return t('validation.maxLength', { label, max });
        return null;
      },
    range:
      (label: string, min: number, max: number): Validator<number | '' | null | undefined> =>
      (value) =>
        typeof value === 'number' && (value < min || value > max)
          ? t('validation.range', { label, min, max })
          : null,
    count:
      (label: string, min: number, max: number): Validator<unknown[] | null | undefined> =>
      (value) =>
        value && (value.length < min || value.length > max)
          ? t('validation.arrayCount', { label, min, max })
          : null,
    email: (): Validator<string | null | undefined> => (value) =>
      isEmpty(value) || emailPattern.test(value ?? '') ? null : t('validation.email'),
    url: (): Validator<string | null | undefined> => (value) =>
      isEmpty(value) || hasProtocol(value ?? '', ['http:', 'https:']) ? null : t('validation.url'),
    /** An https address only: what a page under a CSP of `img-src https:` can load. */
    httpsUrl: (): Validator<string | null | undefined> => (value) =>
      isEmpty(value) || hasProtocol(value ?? '', ['https:']) ? null : t('validation.httpsUrl'),
    pattern:
      (label: string, pattern: RegExp): Validator<string | null | undefined> =>
      (value) =>
        isEmpty(value) || matches(pattern, value ?? '') ? null : t('validation.pattern', { label }),
  };
}

/** Runs rules in order and answers with the first message. */
export function all<Value>(...rules: Validator<Value>[]): Validator<Value> {
  return (value) => {
    for (const rule of rules) {
      const message = rule(value);
      if (message) return message;
    }
    return null;
  };
}
