/** The two accounts the API seeds on its first start, with the passwords the suite gives it. */
export const accounts = {
  admin: { username: 'admin', password: 'Adm1n-Pass-2026!', name: 'Admin' },
  user: { username: 'user', password: 'Us3r-Pass-2026!', name: 'User' },
} as const;

export type Role = keyof typeof accounts;

/** The seeded accounts. */
export const roles = Object.keys(accounts) as Role[];
