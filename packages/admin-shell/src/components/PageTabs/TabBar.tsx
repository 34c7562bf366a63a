import {
  type DragEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
} from 'react';
import { useI18n } from '../../core/i18n/i18n-context.js';
import type { MenuRoute } from '../../core/menu/types.js';
import { type PageTabs, usePageTabs } from '../../core/tabs/page-tabs.js';
import { usePageLoaded } from '../../hooks/use-page-loaded/use-page-loaded.js';
import { useMenuContext } from '../AdminLayout/use-layout-menu.js';
import { TabItem } from './TabItem.js';
import type { TabMenuTarget } from './TabMenu.js';
import { tabElementId } from './tab-ids.js';
import { useTabLabels } from './use-tab-labels.js';

// Opened by a right click or Shift+F10: its code (and the menus') loads then, at the latest.
const TabMenu = lazy(() => import('./TabMenu.js').then((module) => ({ default: module.TabMenu })));

function focusTab(key: string) {
  document.getElementById(tabElementId(key))?.focus();
}

/**
 * Shortcuts anywhere on the page: Alt+Shift+←/→ shows the previous or next tab, Alt+Shift+W
 * closes the one shown. Alt+Shift, because the browser keeps Ctrl+W, Ctrl+Tab and Alt+←/→.
 */
function useTabShortcuts(tabs: PageTabs | null) {
  useEffect(() => {
    if (!tabs) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return;
      const index = tabs.tabs.findIndex((tab) => tab.key === tabs.shownKey);
      const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
      if (step !== 0 && tabs.tabs.length > 1) {
        event.preventDefault();
        const next = tabs.tabs[(index + step + tabs.tabs.length) % tabs.tabs.length];
        if (next) tabs.activate(next.key);
      } else if (event.code === 'KeyW' && tabs.shownKey !== undefined) {
        event.preventDefault();
        tabs.close([tabs.shownKey]);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [tabs]);
}

/**
 * The tab bar, held under the header (`fixed`: a header that stays): one tab per open page, in
 * a WAI-ARIA tablist. Arrow keys, Home and End move between tabs, Enter shows one, Delete closes
 * it, Ctrl+Shift+←/→ moves it, Shift+F10 (or a right click) opens its menu; a middle click
 * closes, and tabs can be dragged into another order. A tab holding unsaved changes asks before
 * it closes.
 */
export function TabBar({ menu, fixed }: { menu: readonly MenuRoute[]; fixed: boolean }) {
  const tabs = usePageTabs();
  const { t } = useI18n();
  const context = useMenuContext();
  const labels = useTabLabels(menu, context, tabs?.tabs ?? []);
  const [focusKey, setFocusKey] = useState<string>();
  const [dragged, setDragged] = useState<string>();
  const [menuTarget, setMenuTarget] = useState<TabMenuTarget>();
  useTabShortcuts(tabs);
  // Focus goes back to the tab whose menu it was.
  const menuKey = menuTarget?.key;
  const closeMenu = useCallback(() => {
    setMenuTarget(undefined);
    if (menuKey !== undefined) requestAnimationFrame(() => focusTab(menuKey));
  }, [menuKey]);

  // The shown tab scrolls into view when the bar overflows: once its tab has joined the bar (a
  // page opened from the menu is shown first), and in the next frame, after the router has put
  // back the scroll positions it keeps for each page (the bar's among them). At first only once
  // the page has loaded: scrolling asks for a layout of a page still being built (105 ms of the
  // home page's load on a 4× throttled phone).
  const shownKey = tabs?.shownKey;
  const shownInBar = tabs?.tabs.some((tab) => tab.key === shownKey) ?? false;
  const pageLoaded = usePageLoaded();
  useEffect(() => {
    if (shownKey === undefined || !shownInBar || !pageLoaded) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(tabElementId(shownKey))?.scrollIntoView({ block: 'nearest' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [shownKey, shownInBar, pageLoaded]);

  if (!tabs) return null;
  const keys = tabs.tabs.map((tab) => tab.key);
  const rovingKey = keys.includes(focusKey ?? '') ? focusKey : (shownKey ?? keys[0]);
  const titleOf = (key: string) => labels.get(key)?.label ?? key;

  const openMenu = (key: string, x: number, y: number) =>
    setMenuTarget({ key, title: titleOf(key), x, y });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, key: string, index: number) => {
    const move = (to: number) => {
      const next = keys[(to + keys.length) % keys.length];
      if (next === undefined) return;
      event.preventDefault();
      setFocusKey(next);
      focusTab(next);
    };
    const arrow = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (arrow !== 0 && event.ctrlKey && event.shiftKey) {
      event.preventDefault();
      tabs.move(key, arrow < 0 ? index - 1 : index + 2);
      requestAnimationFrame(() => focusTab(key));
    } else if (arrow !== 0) move(index + arrow);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(keys.length - 1);
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      tabs.activate(key);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      tabs.close([key]);
    } else if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      event.preventDefault();
      const box = event.currentTarget.getBoundingClientRect();
      openMenu(key, box.left, box.bottom);
    }
  };

  const dropIndex = (event: DragEvent<HTMLDivElement>, index: number) => {
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientX > box.left + box.width / 2 ? index + 1 : index;
  };

  return (
    <div className="admin-shell-tabs" data-fixed={fixed || undefined}>
      <div className="admin-shell-tabs-list" role="tablist" aria-label={t('tabs.label')}>
        {tabs.tabs.map((tab, index) => {
          const label = labels.get(tab.key);
          return (
            <TabItem
              key={tab.key}
              tab={tab}
              tabs={tabs}
              title={label?.label ?? tab.key}
              path={label?.path ?? tab.key}
              icon={label?.icon}
              focusable={tab.key === rovingKey}
              dragged={dragged === tab.key}
              onFocus={() => setFocusKey(tab.key)}
              onKeyDown={(event) => onKeyDown(event, tab.key, index)}
              onMenu={(x, y) => openMenu(tab.key, x, y)}
              onDragStart={() => setDragged(tab.key)}
              onDragOver={(event) => {
                if (dragged === undefined) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
              }}
              onDrop={(event) => {
                if (dragged === undefined) return;
                event.preventDefault();
                tabs.move(dragged, dropIndex(event, index));
                setDragged(undefined);
              }}
              onDragEnd={() => setDragged(undefined)}
            />
          );
        })}
      </div>
      {menuTarget && (
        <Suspense fallback={null}>
          <TabMenu tabs={tabs} target={menuTarget} onClose={closeMenu} />
        </Suspense>
      )}
    </div>
  );
}
