export { AdminApp, type AdminAppProps } from './AdminApp.js';
export { mantineNotifier } from './mantine-notifier.js';
