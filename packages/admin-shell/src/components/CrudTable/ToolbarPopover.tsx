import { ActionIcon } from '@mantine/core';
import { cloneElement, type ReactNode, useState } from 'react';
import { useKeepFocus } from '../DeferredOverlays/keep-focus.js';
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
  const [requested, setRequested] = useState(false);
  const focus = useKeepFocus<HTMLButtonElement>();
  const button = (
    <ActionIcon variant="default" size="lg" aria-label={label}>
      {icon}
    </ActionIcon>
  );
  if (!overlays) {
    return cloneElement(button, {
      ref: focus.before,
      'aria-haspopup': 'dialog',
      'aria-expanded': false,
      onClick: () => {
        setRequested(true);
        loadOverlays().catch(() => setRequested(false));
      },
    });
  }
  const { Popover, Tooltip } = overlays;
  return (
    <Popover position="bottom-end" shadow="md" trapFocus withinPortal defaultOpened={requested}>
      <Tooltip label={label} openDelay={400}>
        <Popover.Target>{cloneElement(button, { ref: focus.after })}</Popover.Target>
      </Tooltip>
      <Popover.Dropdown aria-label={label}>{children}</Popover.Dropdown>
    </Popover>
  );
}
