import { createFileRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_layout')({
  // Every page inside the layout needs someone signed in; the way back survives sign-in.
  beforeLoad: ({ context, location }) => {
    if (context.user === undefined) {
      throw redirect({ to: '/user/login', search: { redirect: location.href }, replace: true });
    }
  },
  component: lazyRouteComponent(() => import('./-components/ConsoleLayout'), 'ConsoleLayout'),
});
