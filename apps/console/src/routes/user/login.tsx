import { createFileRoute } from '@tanstack/react-router';
import { validateAuthSearch } from './-components/auth-search';
import { LoginPage } from './-components/LoginPage';
import { redirectWhenSignedIn } from './-components/leave-when-signed-in';

export const Route = createFileRoute('/user/login')({
  validateSearch: validateAuthSearch,
  beforeLoad: redirectWhenSignedIn,
  component: LoginPage,
});
