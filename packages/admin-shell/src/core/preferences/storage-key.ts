/** Where the shell keeps the preferences unless told otherwise (`themeScript` reads it too). */
export const preferencesStorageKey = 'admin-shell:preferences';
