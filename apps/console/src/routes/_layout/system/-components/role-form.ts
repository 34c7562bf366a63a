import { all, createValidators, type useI18n } from '@org/admin-shell';
import { limits } from '@org/api/contract/limits';

type Translate = ReturnType<typeof useI18n>['t'];

/** A role's name as the API takes it: required, and no longer than its column. */
export function roleNameRule(t: Translate) {
  const rules = createValidators(t);
  const label = t('roles.name');
  return all<string>(
    rules.required(label),
    rules.length(label, limits.roleName.min, limits.roleName.max),
  );
}

/** Why a call failed, in the API's words (localised by it) when it gave any. */
export function failureText(error: unknown, fallback: string): string {
  return (error instanceof Error && error.message) || fallback;
}
