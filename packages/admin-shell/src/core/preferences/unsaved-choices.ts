import { isRecord } from '../is-record.js';
import type { Preferences } from './preferences.js';

/**
 * Where a choice lives in the preferences: a top-level key, or one entry of a group of choices
 * (`['layout', 'collapsed']`, `['tables', 'users']`), so that two browsers changing different
 * entries of one group do not undo each other.
 */
export type ChoicePath = readonly [string] | readonly [string, string];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The choices that differ between two versions of the preferences. */
export function changedChoices(before: Preferences, after: Preferences): ChoicePath[] {
  const was: Readonly<Record<string, unknown>> = { ...before };
  const is: Readonly<Record<string, unknown>> = { ...after };
  const paths: ChoicePath[] = [];
  for (const key of new Set([...Object.keys(was), ...Object.keys(is)])) {
    const [from, to] = [was[key], is[key]];
    if (same(from, to)) continue;
    if (isRecord(from) && isRecord(to)) {
      for (const entry of new Set([...Object.keys(from), ...Object.keys(to)])) {
        if (!same(from[entry], to[entry])) paths.push([key, entry]);
      }
    } else paths.push([key]);
  }
  return paths;
}

function valueAt(preferences: Preferences, [key, entry]: ChoicePath): unknown {
  const value = (preferences as Record<string, unknown>)[key];
  if (entry === undefined) return value;
  return isRecord(value) ? value[entry] : undefined;
}

/**
 * `base` with the choices at `paths` as `source` has them: a choice `source` lacks is dropped
 * from the result, so a reset carries over as well as a change.
 */
export function withChoicesFrom(
  base: Preferences,
  source: Preferences,
  paths: readonly ChoicePath[],
): Preferences {
  const next: Record<string, unknown> = { ...base };
  for (const path of paths) {
    const [key, entry] = path;
    const value = valueAt(source, path);
    if (entry === undefined) {
      if (value === undefined) delete next[key];
      else next[key] = value;
      continue;
    }
    const group = isRecord(next[key]) ? { ...next[key] } : {};
    if (value === undefined) delete group[entry];
    else group[entry] = value;
    next[key] = group;
  }
  return next as Preferences;
}

/** Whether `a` and `b` hold the same choice at `path`. */
export function sameChoice(a: Preferences, b: Preferences, path: ChoicePath): boolean {
  return same(valueAt(a, path), valueAt(b, path));
}

/** The paths a stored list names, or none when it is not one (an older version, a hand edit). */
export function parseChoicePaths(stored: unknown): ChoicePath[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (path): path is ChoicePath =>
      Array.isArray(path) &&
      (path.length === 1 || path.length === 2) &&
      path.every((part) => typeof part === 'string'),
  );
}
