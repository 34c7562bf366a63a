import { ActionIcon, Popover, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A toolbar icon button, named and with a tooltip, that opens a panel of settings (the
 * column settings, the density) keeping the focus inside until it closes.
 */
export function ToolbarPopover({
  label,
  icon,
  children,
}: {
  label: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Popover position="bottom-end" shadow="md" trapFocus withinPortal>
      <Tooltip label={label} openDelay={400}>
        <Popover.Target>
          <ActionIcon variant="default" size="lg" aria-label={label}>
            {icon}
          </ActionIcon>
        </Popover.Target>
      </Tooltip>
      <Popover.Dropdown aria-label={label}>{children}</Popover.Dropdown>
    </Popover>
  );
}
