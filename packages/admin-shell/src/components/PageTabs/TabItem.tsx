import { IconPinFilled, IconX } from '@tabler/icons-react';
import type { DragEvent, KeyboardEvent, MouseEvent } from 'react';
import { useSyncExternalStore } from 'react';
import { useI18n } from '../../core/i18n/i18n-context.js';
import type { MenuIcon } from '../../core/menu/types.js';
import type { PageTabs } from '../../core/tabs/page-tabs.js';
import type { OpenTab } from '../../core/tabs/tab-model.js';
import { tabElementId, tabPanelId } from './tab-ids.js';

interface TabItemProps {
  tab: OpenTab;
  tabs: PageTabs;
  title: string;
  /** The page's place in the menu, shown on hover. */
  path: string;
  icon: MenuIcon | undefined;
  /** The tablist's one tab stop. */
  focusable: boolean;
  dragged: boolean;
  onFocus(): void;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
  /** Opens the tab's menu at a point of the viewport. */
  onMenu(x: number, y: number): void;
  onDragStart(): void;
  onDragOver(event: DragEvent<HTMLDivElement>): void;
  onDrop(event: DragEvent<HTMLDivElement>): void;
  onDragEnd(): void;
}

/** One tab of the bar: its page's icon and name, a mark for unsaved changes, and a close cross. */
export function TabItem({
  tab,
  tabs,
  title,
  path,
  icon: Icon,
  focusable,
  dragged,
  ...on
}: TabItemProps) {
  const { t } = useI18n();
  const record = tabs.unsavedIn(tab.key);
  const unsaved = useSyncExternalStore(record.subscribe, record.any);
  const shown = tab.key === tabs.shownKey;
  const notes = [tab.pinned && t('tabs.pinned'), unsaved && t('tabs.unsaved')].filter(Boolean);
  return (
    <div
      id={tabElementId(tab.key)}
      role="tab"
      aria-selected={shown}
      aria-controls={shown || tabs.snapshotOf(tab.key) ? tabPanelId(tab.key) : undefined}
      aria-description={notes.length > 0 ? notes.join(', ') : undefined}
      tabIndex={focusable ? 0 : -1}
      className="admin-shell-tab"
      data-shown={shown || undefined}
      data-pinned={tab.pinned || undefined}
      data-dragged={dragged || undefined}
      draggable
      onClick={() => tabs.activate(tab.key)}
      onFocus={on.onFocus}
      onKeyDown={on.onKeyDown}
      // Middle click: no autoscroll on press, and the tab closes on release.
      onMouseDown={(event: MouseEvent) => {
        if (event.button === 1) event.preventDefault();
      }}
      onAuxClick={(event: MouseEvent) => {
        if (event.button !== 1) return;
        event.preventDefault();
        tabs.close([tab.key]);
      }}
      onContextMenu={(event: MouseEvent) => {
        event.preventDefault();
        on.onMenu(event.clientX, event.clientY);
      }}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', title);
        on.onDragStart();
      }}
      onDragOver={on.onDragOver}
      onDrop={on.onDrop}
      onDragEnd={on.onDragEnd}
    >
      {tab.pinned ? (
        <IconPinFilled size={12} aria-hidden />
      ) : (
        Icon && <Icon size={14} stroke={1.6} />
      )}
      <span className="admin-shell-tab-label" title={path}>
        {title}
      </span>
      {unsaved && <span className="admin-shell-tab-unsaved" aria-hidden />}
      {!tab.pinned && (
        // The keyboard closes with Delete: a button inside a tab would be a second tab stop.
        <span
          className="admin-shell-tab-close"
          aria-hidden
          title={t('tabs.closeTab', { title })}
          onClick={(event) => {
            event.stopPropagation();
            tabs.close([tab.key]);
          }}
        >
          <IconX size={12} stroke={2} />
        </span>
      )}
    </div>
  );
}
