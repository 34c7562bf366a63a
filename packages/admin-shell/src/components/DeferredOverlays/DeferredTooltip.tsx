import type { TooltipProps } from '@mantine/core';
import { cloneElement, type ReactElement } from 'react';
import { useKeepFocus } from './keep-focus.js';
import { useOverlays } from './load-overlays.js';

export interface DeferredTooltipProps extends Omit<TooltipProps, 'children'> {
  /** The element described; it carries its own accessible name, the tooltip only repeats it. */
  children: ReactElement<Record<string, unknown>>;
}

/** A Mantine Tooltip that appears once the layout's floating code has loaded after the page. */
export function DeferredTooltip({ children, ...tooltipProps }: DeferredTooltipProps) {
  const overlays = useOverlays();
  const focus = useKeepFocus<HTMLElement>();
  if (!overlays) return cloneElement(children, { ref: focus.before });
  const { Tooltip } = overlays;
  return <Tooltip {...tooltipProps}>{cloneElement(children, { ref: focus.after })}</Tooltip>;
}
