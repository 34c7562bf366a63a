import { createFileRoute, redirect } from '@tanstack/react-router';

// The group has no page of its own: its address opens the first demo.
export const Route = createFileRoute('/_layout/basic-features/')({
  beforeLoad: () => {
    throw redirect({ to: '/basic-features/icon-feature', replace: true });
  },
});
