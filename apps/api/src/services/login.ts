import { eq, sql } from 'drizzle-orm';
import { ResultCode } from '../contract/envelope.js';
import type { CurrentUser, LoginBody } from '../contract/schemas.js';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';
import { ApiError } from '../errors.js';
import type { MessageKey } from '../messages.js';
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../security/password.js';
import { solveCaptcha } from './captchas.js';
import { hit, peek, reset } from './throttles.js';

const minute = 60 * 1000;
export const loginThrottle = {
  windowMs: 15 * minute,
  captchaAfter: 3,
  lockAfter: 10,
  lockMs: 15 * minute,
} as const;

export type LoginResult =
  | { ok: true; user: CurrentUser }
  | { ok: false; code: number; message: MessageKey; captchaRequired: boolean };

const userKey = (username: string) => `login:user:${username.toLowerCase()}`;
const addressKey = (address: string) => `login:ip:${address}`;

function lockedError(until: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return new ApiError(429, 'accountLocked', { headers: { 'retry-after': String(seconds) } });
}

async function recordFailure(db: Db, username: string, address: string): Promise<void> {
  const { windowMs, lockAfter, lockMs } = loginThrottle;
  await Promise.all([
    hit(db, userKey(username), { windowMs, lockAt: lockAfter, lockMs }),
    hit(db, addressKey(address), { windowMs }),
  ]);
}

/**
 * Checks a sign-in attempt: lock, captcha, then password. A refusal looks and takes the same
 * whether or not the account exists. Throws a 429 while the account is locked.
 */
export async function attemptLogin(db: Db, body: LoginBody, address: string): Promise<LoginResult> {
  const states = await peek(db, [userKey(body.username), addressKey(address)]);
  const forUser = states.get(userKey(body.username));
  const forAddress = states.get(addressKey(address));
  if (forUser?.lockedUntil) throw lockedError(forUser.lockedUntil);

  const failures = Math.max(forUser?.hits ?? 0, forAddress?.hits ?? 0);
  if (failures >= loginThrottle.captchaAfter) {
    if (!body.captchaId || !body.captcha) {
      return {
        ok: false,
        code: ResultCode.captchaRequired,
        message: 'captchaRequired',
        captchaRequired: true,
      };
    }
    if (!(await solveCaptcha(db, body.captchaId, body.captcha))) {
      await recordFailure(db, body.username, address);
      return {
        ok: false,
        code: ResultCode.captchaInvalid,
        message: 'captchaInvalid',
        captchaRequired: true,
      };
    }
  }

  const [account] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, body.username.toLowerCase()));
  const matches = account?.passwordHash
    ? await verifyPassword(account.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!account || !matches) {
    await recordFailure(db, body.username, address);
    return {
      ok: false,
      code: ResultCode.wrongCredentials,
      message: 'wrongCredentials',
      captchaRequired: failures + 1 >= loginThrottle.captchaAfter,
    };
  }
  if (account.status !== 'active') {
    return {
      ok: false,
      code: ResultCode.accountDisabled,
      message: 'accountDisabled',
      captchaRequired: false,
    };
  }

  await reset(db, userKey(body.username));
  if (account.passwordHash && needsRehash(account.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.password) })
      .where(eq(users.id, account.id));
  }
  const { id, username, name, email, avatar, access } = account;
  return { ok: true, user: { id, username, name, email, avatar, access } };
}
