import { createFileRoute } from '@tanstack/react-router';
import { validateAuthSearch } from './-components/auth-search';
import { LoginPage } from './-components/LoginPage';

export const Route = createFileRoute('/user/login')({
  validateSearch: validateAuthSearch,
  component: LoginPage,
});
