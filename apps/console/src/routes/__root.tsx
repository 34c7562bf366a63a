import { usePageLoaded } from '@org/admin-shell';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { RouterContext } from '../router-context';

// A new deployment matters once the page is in use: the watcher's code loads after the page.
const VersionCheck = lazy(() =>
  import('./-components/VersionCheck').then(({ VersionCheck }) => ({ default: VersionCheck })),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
});

function Root() {
  const pageLoaded = usePageLoaded();
  return (
    <>
      <Outlet />
      {pageLoaded && (
        <Suspense fallback={null}>
          <VersionCheck />
        </Suspense>
      )}
    </>
  );
}
