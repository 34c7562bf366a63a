export { AdminApp, type AdminAppProps } from './AdminApp.js';
