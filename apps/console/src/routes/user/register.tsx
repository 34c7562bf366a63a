import { createFileRoute } from '@tanstack/react-router';
import { registrationSettingsQueryOptions } from '../../api/auth';
import { validateAuthSearch } from './-components/auth-search';
import { RegisterPage } from './-components/RegisterPage';

export const Route = createFileRoute('/user/register')({
  validateSearch: validateAuthSearch,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(registrationSettingsQueryOptions());
  },
  component: RegisterPage,
});
