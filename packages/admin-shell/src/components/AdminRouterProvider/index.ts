export { AdminRouterProvider, type AdminRouterProviderProps } from './AdminRouterProvider.js';
