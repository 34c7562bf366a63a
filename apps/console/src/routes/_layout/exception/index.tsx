import { createFileRoute, redirect } from '@tanstack/react-router';

// The group has no page of its own: its address opens the first result.
export const Route = createFileRoute('/_layout/exception/')({
  beforeLoad: () => {
    throw redirect({ to: '/exception/403', replace: true });
  },
});
