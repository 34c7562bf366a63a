import { Button, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { useSession } from '../../core/session/SessionProvider.js';

/** The props of {@link SessionExpiredModal}. */
export interface SessionExpiredModalProps {
  /**
   * The app's sign-in form; it signs in with `useSession().login`, which closes the dialog. Let
   * it sign in the same person only (a fixed username): the refused requests are sent again as
   * whoever signs in.
   */
  children: ReactNode;
}

/**
 * Asks the person to sign in again over the page when the session ended while something was
 * unsaved (`useSession().expired`), keeping everything typed: signing in sends the refused
 * requests again. It cannot be dismissed, only answered; giving up leads to the sign-in page.
 * Give it to `AdminApp` as `sessionExpired`, loaded on demand.
 *
 * @example
 * <AdminApp sessionGate={sessionGate} sessionExpired={<SessionExpiredModal><SignInForm /></SessionExpiredModal>} …>
 */
export function SessionExpiredModal({ children }: SessionExpiredModalProps) {
  const { t } = useI18n();
  const { expired, expire } = useSession();
  return (
    <Modal
      opened={expired}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={t('session.expired.title')}
      centered
      zIndex={400}
    >
      <Stack gap="md">
        <Text size="sm">{t('session.expired.text')}</Text>
        {children}
        <Button variant="subtle" color="gray" size="xs" onClick={expire}>
          {t('session.expired.leave')}
        </Button>
      </Stack>
    </Modal>
  );
}
