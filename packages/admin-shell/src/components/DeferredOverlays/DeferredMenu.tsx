import type { MenuProps } from '@mantine/core';
import { cloneElement, type ReactElement, type ReactNode, useState } from 'react';
import { useKeepFocus } from './keep-focus.js';
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
  const [requested, setRequested] = useState(false);
  const focus = useKeepFocus<HTMLElement>();
  if (!overlays) {
    return cloneElement(target, {
      ref: focus.before,
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onClick: () => {
        setRequested(true);
        loadOverlays().catch(() => setRequested(false));
      },
    });
  }
  const { Menu } = overlays;
  return (
    <Menu {...menuProps} defaultOpened={requested}>
      <Menu.Target>{cloneElement(target, { ref: focus.after })}</Menu.Target>
      <Menu.Dropdown>{dropdown(overlays)}</Menu.Dropdown>
    </Menu>
  );
}
