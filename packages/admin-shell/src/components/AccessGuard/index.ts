export { AccessGuard, type AccessGuardProps } from './AccessGuard.js';
