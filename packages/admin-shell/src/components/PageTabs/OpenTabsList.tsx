import { CloseButton, NavLink } from '@mantine/core';
import { IconPinFilled } from '@tabler/icons-react';
import { useI18n } from '../../core/i18n/i18n-context.js';
import type { MenuRoute } from '../../core/menu/types.js';
import { usePageTabs } from '../../core/tabs/page-tabs.js';
import { useMenuContext } from '../AdminLayout/use-layout-menu.js';
import { useTabLabels } from './use-tab-labels.js';

/**
 * The open tabs as a list, for phones, where the navigation drawer stands in for the tab bar:
 * each entry shows its page as it was left, and closes with its cross.
 */
export function OpenTabsList({
  menu,
  onNavigate,
}: {
  menu: readonly MenuRoute[];
  onNavigate(): void;
}) {
  const tabs = usePageTabs();
  const { t } = useI18n();
  const labels = useTabLabels(menu, useMenuContext(), tabs?.tabs ?? []);
  if (!tabs || tabs.tabs.length === 0) return null;
  return (
    <nav aria-label={t('tabs.label')} className="admin-shell-open-tabs">
      <div className="admin-shell-open-tabs-title" aria-hidden>
        {t('tabs.label')}
      </div>
      {tabs.tabs.map((tab) => {
        const label = labels.get(tab.key);
        const Icon = label?.icon;
        const title = label?.label ?? tab.key;
        const shown = tab.key === tabs.shownKey;
        return (
          <div key={tab.key} className="admin-shell-open-tab">
            <NavLink
              component="button"
              type="button"
              label={title}
              active={shown}
              aria-current={shown ? 'page' : undefined}
              leftSection={
                tab.pinned ? (
                  <IconPinFilled size={14} aria-label={t('tabs.pinned')} />
                ) : (
                  Icon && <Icon size={18} stroke={1.6} />
                )
              }
              onClick={() => {
                tabs.activate(tab.key);
                onNavigate();
              }}
            />
            {!tab.pinned && (
              <CloseButton
                size="sm"
                aria-label={t('tabs.closeTab', { title })}
                onClick={() => tabs.close([tab.key])}
              />
            )}
          </div>
        );
      })}
    </nav>
  );
}
