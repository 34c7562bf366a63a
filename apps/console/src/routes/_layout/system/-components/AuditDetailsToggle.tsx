import { ActionIcon } from '@mantine/core';
import { useI18n } from '@org/admin-shell';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';

/** Opens and closes an entry's details in place; named by the entry's time. */
export function AuditDetailsToggle({
  entryId,
  time,
  expanded,
  onToggle,
}: {
  entryId: number;
  /** The entry's time as shown beside it. */
  time: string;
  expanded: boolean;
  onToggle(id: number): void;
}) {
  const { t } = useI18n();
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-expanded={expanded}
      aria-controls={`audit-details-${entryId}`}
      aria-label={t(expanded ? 'audit.hideDetails' : 'audit.showDetails', { time })}
      onClick={() => onToggle(entryId)}
    >
      {expanded ? (
        <IconChevronDown size={16} stroke={1.7} />
      ) : (
        <IconChevronRight size={16} stroke={1.7} />
      )}
    </ActionIcon>
  );
}
