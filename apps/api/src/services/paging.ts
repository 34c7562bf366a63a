import { limits } from '../contract/limits.js';

export interface PageRequest {
  current?: number | undefined;
  pageSize?: number | undefined;
}

export interface Page {
  current: number;
  pageSize: number;
  offset: number;
}

/** Snaps the page size up to the next allowed size (10, 20, 50, 100); anything larger is 100. */
export function normalizePage({ current = 1, pageSize = 10 }: PageRequest): Page {
  const size = limits.pageSizes.find((allowed) => pageSize <= allowed) ?? 100;
  return { current, pageSize: size, offset: (current - 1) * size };
}

/** Makes a keyword match literally inside ILIKE, where % and _ are wildcards. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Postgres reports a unique-key clash as SQLSTATE 23505, whichever driver carries it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}
