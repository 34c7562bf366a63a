// Only the form's components: this is the first page most people load, so it stays light.
import '@org/admin-shell/styles/auth.css';

import { Alert, Anchor, Stack } from '@mantine/core';
import { FullScreenLoader, useI18n } from '@org/admin-shell';
import { IconClockExclamation } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { AuthFrame } from './AuthFrame';
import { useLeaveWhenSignedIn } from './leave-when-signed-in';
import { SignInForm } from './SignInForm';
import { safeRedirect } from './safe-redirect';

const route = getRouteApi('/user/login');

/**
 * The sign-in page; someone already signed in goes on to where they were heading. Reached after
 * a session ended (`expired`), it says so.
 */
export function LoginPage() {
  const { t } = useI18n();
  const search = route.useSearch();
  const target = safeRedirect(search.redirect);
  if (useLeaveWhenSignedIn(target)) return <FullScreenLoader />;
  return (
    <AuthFrame
      title={t('login.title')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Anchor
            fw={500}
            renderRoot={(props) => <Link to="/user/register" search={search} {...props} />}
          >
            {t('login.toRegister')}
          </Anchor>
        </>
      }
    >
      <Stack gap="md">
        {search.expired && (
          <Alert color="blue" variant="light" icon={<IconClockExclamation size={18} />}>
            {t('login.sessionExpired')}
          </Alert>
        )}
        <SignInForm initialUsername={search.username} />
      </Stack>
    </AuthFrame>
  );
}
