import { RouterContextProvider, useRouter } from '@tanstack/react-router';
import { Activity, type ReactNode, useLayoutEffect, useMemo } from 'react';
import { ReloadScope } from '../../core/reload/reload-scope.js';
import { type PageTabs, usePageTabs } from '../../core/tabs/page-tabs.js';
import { frozenRouterView } from '../../core/tabs/router-snapshot.js';
import { UnsavedChangesScope } from '../../core/unsaved/unsaved-changes.js';
import { ErrorBoundary } from '../ErrorScreen/ErrorBoundary.js';
import { tabElementId, tabPanelId } from './tab-ids.js';

interface TabPanelProps {
  tabs: PageTabs;
  tabKey: string;
  generation: number;
  shown: boolean;
  children: ReactNode;
}

function TabPanel({ tabs, tabKey, generation, shown, children }: TabPanelProps) {
  const router = useRouter();
  const record = tabs.unsavedIn(tabKey);
  const reloadScope = tabs.reloadScopeIn(tabKey);
  const snapshot = shown ? undefined : tabs.snapshotOf(tabKey);
  const view = useMemo(
    () => (snapshot ? frozenRouterView(router, snapshot) : router),
    [router, snapshot],
  );
  // Before the hidden page's effects are torn down (they run after layout effects), so its
  // unsaved marks and its drafts' savers survive the hiding.
  useLayoutEffect(() => {
    if (shown) {
      record.release();
      reloadScope.release();
    } else {
      record.hold();
      reloadScope.hold();
    }
  }, [shown, record, reloadScope]);
  return (
    <Activity mode={shown ? 'visible' : 'hidden'}>
      <div role="tabpanel" id={tabPanelId(tabKey)} aria-labelledby={tabElementId(tabKey)}>
        <RouterContextProvider router={view}>
          <UnsavedChangesScope record={record}>
            <ReloadScope scope={reloadScope}>
              <ErrorBoundary key={generation}>{children}</ErrorBoundary>
            </ReloadScope>
          </UnsavedChangesScope>
        </RouterContextProvider>
      </div>
    </Activity>
  );
}

/**
 * The pages of the open tabs: the shown one live, the others hidden with React's `<Activity>`
 * (their effects paused, so their queries neither poll nor refetch) and reading the router as
 * it was when they were left, so each keeps what the person made there. A tab never shown since
 * the page loaded (reopened after a reload) mounts when it is first shown.
 */
export function TabPanels({ children }: { children: ReactNode }) {
  const tabs = usePageTabs();
  if (!tabs) return children;
  const { shownKey } = tabs;
  const panels = tabs.tabs
    .filter((tab) => tab.key === shownKey || tabs.snapshotOf(tab.key) !== undefined)
    .map((tab) => ({ key: tab.key, generation: tab.generation }));
  // The page reached is live before its tab is recorded (an effect later): render it now, at
  // the end where its tab will open, in the same list, so it is not mounted a second time.
  if (shownKey !== undefined && !tabs.tabs.some((tab) => tab.key === shownKey)) {
    panels.push({ key: shownKey, generation: 0 });
  }
  return panels.map((panel) => (
    <TabPanel
      key={panel.key}
      tabs={tabs}
      tabKey={panel.key}
      generation={panel.generation}
      shown={panel.key === shownKey}
    >
      {children}
    </TabPanel>
  ));
}
