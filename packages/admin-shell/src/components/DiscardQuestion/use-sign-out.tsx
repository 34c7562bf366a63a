import { type ReactNode, useCallback } from 'react';
import { useI18n } from '../../core/i18n/i18n-context.js';
import { useSession } from '../../core/session/SessionProvider.js';
import { useUnsavedChangesRecord } from '../../core/unsaved/unsaved-changes.js';
import { useConfirmDiscard } from './use-confirm-discard.js';

/**
 * Signing out, which asks first when a page (a hidden tab's included) holds unsaved changes;
 * render `question` where the hook is used.
 */
export function useSignOut(): { signOut(): Promise<void>; question: ReactNode } {
  const { t } = useI18n();
  const { logout } = useSession();
  const unsaved = useUnsavedChangesRecord();
  const { confirm, question } = useConfirmDiscard();
  const signOut = useCallback(async () => {
    if (unsaved?.any() && !(await confirm(t('unsaved.signOut')))) return;
    await logout();
  }, [unsaved, confirm, t, logout]);
  return { signOut, question };
}
