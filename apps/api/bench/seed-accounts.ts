import type { Db } from '../src/db/database.js';
import { seed } from '../src/db/seed.js';
import { passwords } from '../test/helper.js';

/** The admin and user accounts with the tests' passwords, and nothing else: each bench adds its own data. */
export function seedAccounts(db: Db) {
  return seed(db, {
    adminPassword: passwords.admin,
    userPassword: passwords.user,
    demoData: false,
    production: false,
    allowDemoAccounts: false,
  });
}
