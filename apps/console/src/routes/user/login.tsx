import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateAuthSearch } from './-components/auth-search';
import { redirectWhenSignedIn } from './-components/leave-when-signed-in';

export const Route = createFileRoute('/user/login')({
  validateSearch: validateAuthSearch,
  beforeLoad: redirectWhenSignedIn,
  component: lazyRouteComponent(() => import('./-components/LoginPage'), 'LoginPage'),
});
