import type { AuditExportQuery, AuditListQuery } from '@org/api/contract';
import { limits } from '@org/api/contract/limits';
import {
  type AuditAction,
  type AuditResource,
  auditActions,
  auditResources,
} from '@org/api/contract/permissions';

/** The audit screen's state, as its address holds it: the filters and the page. */
export interface AuditSearch {
  current?: number;
  pageSize?: number;
  actorId?: number;
  action?: AuditAction;
  resource?: AuditResource;
  recordId?: string;
  /** ISO instants: a shared link means the same moments in every time zone. */
  from?: string;
  to?: string;
}

export const auditPageSizes = limits.pageSizes;

/** The page when the address names none; the route leaves these values out of the address. */
export const auditSearchDefaults = { current: 1, pageSize: auditPageSizes[0] } as const;

function positiveInteger(value: unknown, max: number): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= max
    ? number
    : undefined;
}

function oneOf<T extends string>(choices: readonly T[], value: unknown): T | undefined {
  return choices.find((choice) => choice === value);
}

function instant(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

function recordIdOf(value: unknown): string | undefined {
  // The router reads `?recordId=12` as the number 12.
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && text !== '' && text.length <= 64 ? text : undefined;
}

/** Keeps what the screen can show from an address; anything else is left out. */
export function validateAuditSearch(raw: Record<string, unknown>): AuditSearch {
  return {
    current: positiveInteger(raw.current, limits.page.max),
    pageSize: auditPageSizes.find((size) => size === Number(raw.pageSize)),
    actorId: positiveInteger(raw.actorId, limits.integer.max),
    action: oneOf(auditActions, raw.action),
    resource: oneOf(auditResources, raw.resource),
    recordId: recordIdOf(raw.recordId),
    from: instant(raw.from),
    to: instant(raw.to),
  };
}

/** The filters alone: what the export takes, and what a change of filter keeps. */
export function auditFilters({ current, pageSize, ...filters }: AuditSearch): AuditExportQuery {
  return filters;
}

/** The list query for a state: page 1 of the default size unless the address says otherwise. */
export function auditListQuery(
  search: AuditSearch,
): AuditListQuery & Required<Pick<AuditListQuery, 'current' | 'pageSize'>> {
  return {
    ...auditFilters(search),
    current: search.current ?? auditSearchDefaults.current,
    pageSize: search.pageSize ?? auditSearchDefaults.pageSize,
  };
}
