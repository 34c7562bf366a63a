export { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary.js';
export { ErrorScreen, type ErrorScreenProps } from './ErrorScreen.js';
