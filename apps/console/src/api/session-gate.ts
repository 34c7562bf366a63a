import { createSessionGate } from '@org/admin-shell';

/**
 * Where a request refused with 401 waits while the person signs in again over unsaved work:
 * the API client asks it, the shell's session answers it.
 */
export const sessionGate = createSessionGate();
