import type { AuditEntry } from '@org/api/contract';
import type { ReactNode } from 'react';

/** What the table and the phone's list of entries both draw: one page, and which are open. */
export interface AuditEntryLayoutProps {
  /** Undefined until the first page arrives: placeholders stand in. */
  entries: readonly AuditEntry[] | undefined;
  /** How many placeholders stand in for the first page. */
  skeletonRows: number;
  /** A newer page is loading: the entries shown are the previous ones. */
  fetching: boolean;
  /** Shown in place of entries when the page is empty. */
  empty: ReactNode;
  /** The ids of the entries whose details are open. */
  expanded: ReadonlySet<number>;
  onToggle(id: number): void;
}

/** 1 to `count`: placeholders have no identity but their place. */
export function positions(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index + 1);
}
