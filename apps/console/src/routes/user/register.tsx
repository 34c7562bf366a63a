import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { registrationSettingsQueryOptions } from '../../api/auth';
import { validateAuthSearch } from './-components/auth-search';
import { redirectWhenSignedIn } from './-components/leave-when-signed-in';

export const Route = createFileRoute('/user/register')({
  validateSearch: validateAuthSearch,
  beforeLoad: redirectWhenSignedIn,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(registrationSettingsQueryOptions());
  },
  component: lazyRouteComponent(() => import('./-components/RegisterPage'), 'RegisterPage'),
});
