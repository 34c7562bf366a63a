import { ConflictError, type PreferencesRemote, RequestError } from '@org/admin-shell';
import type { UserPreferences, UserPreferencesBody } from '@org/api/contract';
import { api } from './client';

const path = '/api/preferences';

/** What a 409 holds: the preferences as they are stored now. */
function storedNow(error: unknown): UserPreferences | undefined {
  if (!(error instanceof RequestError) || error.status !== 409) return undefined;
  const data = error.envelope?.data;
  return typeof data === 'object' && data !== null && 'current' in data
    ? (data.current as UserPreferences)
    : undefined;
}

/**
 * The signed-in person's preferences, kept by the API (`/api/preferences`) so their layout,
 * theme, language, tabs and table settings follow them to another browser. Silent: the store
 * saves in the background and keeps the choices in the browser when the API cannot.
 */
export const preferencesRemote: PreferencesRemote = {
  load: ({ signal }) => api.get<UserPreferences>(path, undefined, { signal, silent: true }),
  async save({ value, version }) {
    const body: UserPreferencesBody = { value: { ...value }, version };
    try {
      return await api.request<UserPreferences>(path, { method: 'PUT', body, silent: true });
    } catch (error) {
      // Saved meanwhile in another browser: the store re-applies its change on what is stored.
      const current = storedNow(error);
      throw current ? new ConflictError(current, (error as Error).message) : error;
    }
  },
};
