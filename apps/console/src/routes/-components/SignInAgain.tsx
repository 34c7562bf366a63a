// Loaded only when a session ends over unsaved work: the dialog's styles come with it.
import '@mantine/core/styles/Modal.layer.css';
import '@org/admin-shell/styles/auth.css';

import { SessionExpiredModal, useSession } from '@org/admin-shell';
import { SignInForm } from '../user/-components/SignInForm';

/** The sign-in form over the page, for the person whose session ended while they worked. */
export function SignInAgain() {
  const { user } = useSession();
  return (
    <SessionExpiredModal>
      <SignInForm fixedUsername={user?.username} />
    </SessionExpiredModal>
  );
}
