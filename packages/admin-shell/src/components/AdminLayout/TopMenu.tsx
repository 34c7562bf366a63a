import { Button } from '@mantine/core';
import { IconChevronDown, IconDots } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useI18n } from '../../core/i18n/i18n-context.js';
import type { MenuItem } from '../../core/menu/types.js';
import { useDebouncedWidth } from '../../hooks/use-debounced-width/use-debounced-width.js';
import { DeferredMenu } from '../DeferredOverlays/DeferredMenu.js';
import { MenuIconOf, MenuLabel } from './MenuLabel.js';
import { menuLinkProps } from './menu-entries.js';
import type { LayoutMenu } from './use-layout-menu.js';

/** Room kept for the "more" button when entries overflow. */
const MORE_BUTTON_WIDTH = 48;

function TopEntry({ item, menu }: { item: MenuItem; menu: LayoutMenu }) {
  const onTrail = menu.trailKeys.has(item.key);
  const common = {
    variant: onTrail ? 'light' : 'subtle',
    color: onTrail ? undefined : 'gray',
    leftSection: <MenuIconOf item={item} />,
    className: 'admin-shell-top-entry',
  } as const;
  if (item.children.length === 0) {
    return (
      <Button
        {...common}
        aria-current={menu.activeKey === item.key ? 'page' : undefined}
        {...menuLinkProps(item)}
      >
        <MenuLabel item={item} />
      </Button>
    );
  }
  return (
    <DeferredMenu
      trigger="click-hover"
      openDelay={100}
      closeDelay={200}
      position="bottom-start"
      withinPortal
      target={
        <Button {...common} rightSection={<IconChevronDown size={14} />}>
          {item.label}
        </Button>
      }
      dropdown={({ DropdownEntries }) => <DropdownEntries items={item.children} menu={menu} />}
    />
  );
}

/**
 * The header's horizontal menu (top layout). Entries that do not fit move into a "more" menu;
 * the fit is measured again once the header has stopped resizing for 160 ms.
 */
export function TopMenu({ menu }: { menu: LayoutMenu }) {
  const { t } = useI18n();
  const containerRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const width = useDebouncedWidth(containerRef);
  const [fitting, setFitting] = useState(menu.items.length);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new items (another language) have new widths.
  useLayoutEffect(() => {
    const measured = measureRef.current;
    if (width === undefined || !measured) return;
    const widths = [...measured.children].map((child) => child.getBoundingClientRect().width);
    const total = widths.reduce((sum, next) => sum + next, 0);
    if (total <= width) {
      setFitting(widths.length);
      return;
    }
    let used = MORE_BUTTON_WIDTH;
    let count = 0;
    for (const entryWidth of widths) {
      if (used + entryWidth > width) break;
      used += entryWidth;
      count += 1;
    }
    setFitting(count);
  }, [width, menu.items]);

  const shown = menu.items.slice(0, fitting);
  const overflow = menu.items.slice(fitting);
  return (
    <nav aria-label={t('layout.mainMenu')} className="admin-shell-top-menu" ref={containerRef}>
      {shown.map((item) => (
        <TopEntry key={item.key} item={item} menu={menu} />
      ))}
      {overflow.length > 0 && (
        <DeferredMenu
          trigger="click-hover"
          position="bottom-end"
          withinPortal
          target={
            <Button variant="subtle" color="gray" px="xs" aria-label={t('layout.more')}>
              <IconDots size={18} />
            </Button>
          }
          dropdown={({ DropdownEntries }) => <DropdownEntries items={overflow} menu={menu} />}
        />
      )}
      <div className="admin-shell-top-menu-measure" ref={measureRef} aria-hidden="true" inert>
        {menu.items.map((item) => (
          <TopEntry key={item.key} item={item} menu={menu} />
        ))}
      </div>
    </nav>
  );
}
