export {
  type AuthProvider,
  SessionProvider,
  type SessionProviderProps,
  type SessionUser,
  type SessionValue,
  useSession,
} from './SessionProvider.js';
