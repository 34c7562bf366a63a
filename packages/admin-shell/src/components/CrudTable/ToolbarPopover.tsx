import { ActionIcon } from '@mantine/core';
import { cloneElement, type ReactNode } from 'react';
import { useDeferredTrigger } from '../DeferredOverlays/deferred-trigger.js';
import { loadOverlays, useOverlays } from '../DeferredOverlays/load-overlays.js';

/**
 * A toolbar icon button, named and with a tooltip, that opens a panel of settings (the
 * column settings, the density) keeping the focus inside until it closes. The popover's code
 * comes after the page, with the layout's menus (see `useOverlays`); a press before then
 * fetches it and opens the panel on arrival, with the focus kept on the button.
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
  const overlays = useOverlays();
  const trigger = useDeferredTrigger<HTMLButtonElement>(loadOverlays, 'dialog');
  const button = (
    <ActionIcon variant="default" size="lg" aria-label={label}>
      {icon}
    </ActionIcon>
  );
  if (!overlays) return trigger.standIn(button);
  const { Popover, Tooltip } = overlays;
  return (
    <Popover
      position="bottom-end"
      shadow="md"
      trapFocus
      withinPortal
      defaultOpened={trigger.requested}
    >
      <Tooltip label={label} openDelay={400}>
        <Popover.Target>{cloneElement(button, { ref: trigger.ref })}</Popover.Target>
      </Tooltip>
      <Popover.Dropdown aria-label={label}>{children}</Popover.Dropdown>
    </Popover>
  );
}
