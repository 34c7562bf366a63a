import { IconPin, IconPinnedOff, IconRefresh, IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useI18n } from '../../core/i18n/i18n-context.js';
import type { PageTabs } from '../../core/tabs/page-tabs.js';
import { otherTabKeys, tabKeysToTheRight } from '../../core/tabs/tab-model.js';
import { loadOverlays, useOverlays } from '../DeferredOverlays/load-overlays.js';

/** Where the menu opens: for which tab, at which point of the viewport. */
export interface TabMenuTarget {
  key: string;
  title: string;
  x: number;
  y: number;
}

interface TabMenuProps {
  tabs: PageTabs;
  target: TabMenuTarget;
  onClose(): void;
}

/**
 * A tab's context menu: reload, pin, close, close others, close to the right. It opens at the
 * pointer (or under the tab, from the keyboard), with the layout's other menus' code.
 */
export function TabMenu({ tabs, target, onClose }: TabMenuProps) {
  const { t } = useI18n();
  const overlays = useOverlays();
  useEffect(() => {
    loadOverlays().catch(onClose);
  }, [onClose]);
  if (!overlays) return null;
  const { Menu } = overlays;
  const tab = tabs.tabs.find((candidate) => candidate.key === target.key);
  if (!tab) return null;
  const icon = { size: 16, stroke: 1.6 } as const;
  return (
    <Menu opened onChange={(opened) => opened || onClose()} position="bottom-start" withinPortal>
      <Menu.Target>
        <span
          aria-hidden
          style={{ position: 'fixed', left: target.x, top: target.y, width: 1, height: 1 }}
        />
      </Menu.Target>
      <Menu.Dropdown aria-label={t('tabs.actions', { title: target.title })}>
        <Menu.Item leftSection={<IconRefresh {...icon} />} onClick={() => tabs.reload(tab.key)}>
          {t('tabs.reload')}
        </Menu.Item>
        <Menu.Item
          leftSection={tab.pinned ? <IconPinnedOff {...icon} /> : <IconPin {...icon} />}
          onClick={() => tabs.pin(tab.key, !tab.pinned)}
        >
          {tab.pinned ? t('tabs.unpin') : t('tabs.pin')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconX {...icon} />} onClick={() => tabs.close([tab.key])}>
          {t('tabs.close')}
        </Menu.Item>
        <Menu.Item
          disabled={otherTabKeys(tabs.tabs, tab.key).length === 0}
          onClick={() => tabs.closeOthers(tab.key)}
        >
          {t('tabs.closeOthers')}
        </Menu.Item>
        <Menu.Item
          disabled={tabKeysToTheRight(tabs.tabs, tab.key).length === 0}
          onClick={() => tabs.closeToTheRight(tab.key)}
        >
          {t('tabs.closeToTheRight')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
