import type { MenuProps } from '@mantine/core';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { useDeferredTrigger } from './deferred-trigger.js';
import { loadOverlays, type Overlays, useOverlays } from './load-overlays.js';

export interface DeferredMenuProps extends Omit<MenuProps, 'children' | 'defaultOpened'> {
  /** The button that opens the menu: shown at once, alone until the menu's code is here. */
  target: ReactElement<Record<string, unknown>>;
  /** The dropdown's content, given the loaded Menu for its items and labels. */
  dropdown: (overlays: Overlays) => ReactNode;
}

/**
 * A Mantine Menu whose code loads after the page (see `useOverlays`). Until then its button
 * stands alone; pressing it fetches the code and the menu opens as soon as it is here, with
 * focus still on the button.
 */
export function DeferredMenu({ target, dropdown, ...menuProps }: DeferredMenuProps) {
  const overlays = useOverlays();
  const trigger = useDeferredTrigger<HTMLElement>(loadOverlays, 'menu');
  if (!overlays) return trigger.standIn(target);
  const { Menu } = overlays;
  return (
    <Menu {...menuProps} defaultOpened={trigger.requested}>
      <Menu.Target>{cloneElement(target, { ref: trigger.ref })}</Menu.Target>
      <Menu.Dropdown>{dropdown(overlays)}</Menu.Dropdown>
    </Menu>
  );
}
