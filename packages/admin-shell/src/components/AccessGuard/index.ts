export { AccessGuard, type AccessGuardProps, ForbiddenResult } from './AccessGuard.js';
