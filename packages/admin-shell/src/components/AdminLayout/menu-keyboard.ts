import type { KeyboardEvent } from 'react';

const itemSelector = '[data-menu-item]';

function visibleItems(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(itemSelector)].filter(
    (item) => item.getClientRects().length > 0 && !item.closest('[aria-hidden="true"]'),
  );
}

/**
 * Arrow keys for a vertical menu (WAI-ARIA's tree pattern, roughly): up and down move between
 * visible entries, Home and End jump, right opens a closed group, left closes an open one or
 * moves to the entry's group. Tab still leaves the menu.
 */
export function handleMenuKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const container = event.currentTarget;
  const current = (event.target as HTMLElement).closest<HTMLElement>(itemSelector);
  if (!current || !container.contains(current)) return;
  const items = visibleItems(container);
  const index = items.indexOf(current);
  const expanded = current.getAttribute('aria-expanded');
  let next: HTMLElement | undefined;
  switch (event.key) {
    case 'ArrowDown':
      next = items[index + 1];
      break;
    case 'ArrowUp':
      next = items[index - 1];
      break;
    case 'Home':
      next = items[0];
      break;
    case 'End':
      next = items.at(-1);
      break;
    case 'ArrowRight':
      if (expanded === 'false') current.click();
      else if (expanded === 'true') next = items[index + 1];
      break;
    case 'ArrowLeft':
      if (expanded === 'true') current.click();
      else {
        // The nearest group whose own entry is not this one: a group's wrapper also holds it.
        let group = current.closest('[data-menu-group]');
        if (group?.querySelector(itemSelector) === current) {
          group = group.parentElement?.closest('[data-menu-group]') ?? null;
        }
        next = group?.querySelector<HTMLElement>(itemSelector) ?? undefined;
      }
      break;
    default:
      return;
  }
  event.preventDefault();
  next?.focus();
}
