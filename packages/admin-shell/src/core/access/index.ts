export { AccessProvider, type AccessProviderProps, useAccess } from './AccessProvider.js';
export {
  type AccessFlagName,
  type AccessFlags,
  type AccessSubject,
  type DefaultAccessFlags,
  defaultAccess,
  defineAccess,
  isAllowed,
} from './flags.js';
export { requireAccess } from './route-access.js';
