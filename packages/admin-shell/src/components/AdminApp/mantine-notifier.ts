import { notifications } from '@mantine/notifications';
import type { Notifier } from '../../core/contracts.js';

/** The shell's default notifier: Mantine's toasts, green for success and red for failure. */
export const mantineNotifier: Notifier = {
  notify: ({ kind, message }) =>
    notifications.show({ color: kind === 'success' ? 'teal' : 'red', message }),
};
