import { useMatches } from '@mantine/core';
import { useState } from 'react';
import { AuditEntryList } from './AuditEntryList';
import { AuditTable } from './AuditTable';
import type { AuditEntryLayoutProps } from './audit-entry-layout';

/**
 * The entries of one page, newest first: a table from the `sm` breakpoint up, and below it (a
 * phone, where seven columns would scroll sideways) a list of entries a few lines each. The
 * open entries are kept here, so turning a tablet across the breakpoint keeps them open.
 */
export function AuditEntries(props: Omit<AuditEntryLayoutProps, 'expanded' | 'onToggle'>) {
  // Read at once rather than after the first paint, so a phone never draws the table first.
  const stacked = useMatches({ base: true, sm: false }, { getInitialValueInEffect: false });
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const onToggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const Layout = stacked ? AuditEntryList : AuditTable;
  return <Layout {...props} expanded={expanded} onToggle={onToggle} />;
}
