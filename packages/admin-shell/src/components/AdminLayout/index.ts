export { AdminLayout, type AdminLayoutProps } from './AdminLayout.js';
export { defaultUserDisplay, type UserDisplay } from './user-display.js';
