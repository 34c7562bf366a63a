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
import { type AuditContext, recordAudit } from './audit.js';
import { solveCaptcha } from './captchas.js';
import { currentUserColumns } from './sessions.js';
import { countIf, lock, reset, secondsUntil, unhit } from './throttles.js';

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
  return new ApiError(429, 'accountLocked', {
    headers: { 'retry-after': String(secondsUntil(until)) },
  });
}

type Admission =
  | { admitted: true; counted: { forUser: number; before: number } }
  | { admitted: false; refusal: 'locked'; until: Date }
  | { admitted: false; refusal: 'captchaRequired' };

/**
 * Decides, holding the username's and the address's counters, whether an attempt may go on
 * to have its password checked, and counts it if so. Attempts running at once, on any
 * instance, thus each see the ones admitted before them: of any burst, at most `captchaAfter`
 * are checked without a captcha, and at most `lockAfter` at all. An admitted attempt counts as
 * a failure until it signs in.
 */
function admit(db: Db, username: string, address: string, withCaptcha: boolean) {
  const forUserKey = userKey(username);
  const forAddressKey = addressKey(address);
  return countIf<Admission>(db, [forUserKey, forAddressKey], loginThrottle.windowMs, (states) => {
    const forUser = states.get(forUserKey);
    const before = Math.max(forUser?.hits ?? 0, states.get(forAddressKey)?.hits ?? 0);
    if (forUser?.lockedUntil) {
      return {
        count: false,
        result: { admitted: false, refusal: 'locked', until: forUser.lockedUntil },
      };
    }
    // Enough attempts are being checked to lock the account should they fail.
    if (forUser && forUser.hits >= loginThrottle.lockAfter) {
      return {
        count: false,
        result: { admitted: false, refusal: 'locked', until: forUser.windowEndsAt },
      };
    }
    if (before >= loginThrottle.captchaAfter && !withCaptcha) {
      return { count: false, result: { admitted: false, refusal: 'captchaRequired' } };
    }
    return {
      count: true,
      result: { admitted: true, counted: { forUser: (forUser?.hits ?? 0) + 1, before } },
    };
  });
}

async function accountOf(db: Db, username: string) {
  const [account] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return account;
}

function refusal(code: number, message: MessageKey, captchaRequired: boolean): LoginResult {
  return { ok: false, code, message, captchaRequired };
}

/**
 * Checks a sign-in attempt: lock, captcha, then password. A refusal looks and takes the same
 * whether or not the account exists. Throws a 429 while the account is locked.
 */
export async function attemptLogin(
  db: Db,
  body: LoginBody,
  audit: AuditContext & { ip: string },
): Promise<LoginResult> {
  const address = audit.ip;
  const keys = [userKey(body.username), addressKey(address)] as const;
  const attempt = { ...audit, actorName: body.username };
  const admission = await admit(db, body.username, address, !!body.captchaId && !!body.captcha);
  if (!admission.admitted) {
    if (admission.refusal === 'locked') throw lockedError(admission.until);
    return refusal(ResultCode.captchaRequired, 'captchaRequired', true);
  }
  const { forUser, before } = admission.counted;
  const fail = async (
    code: number,
    message: MessageKey,
    captchaRequired: boolean,
    knownId?: number,
  ) => {
    // The account tried, when there is one, so the log can be filtered by it.
    const actorId = knownId ?? (await accountOf(db, body.username))?.id ?? null;
    const who = { ...attempt, actorId };
    await recordAudit(db, who, {
      resource: 'sessions',
      action: 'signInFailed',
      changes: { reason: { to: message } },
    });
    if (forUser >= loginThrottle.lockAfter) {
      await lock(db, keys[0], loginThrottle.lockMs);
      await recordAudit(db, who, {
        resource: 'sessions',
        action: 'locked',
        changes: { lockedForMinutes: { to: loginThrottle.lockMs / minute } },
      });
    }
    return refusal(code, message, captchaRequired);
  };

  if (
    before >= loginThrottle.captchaAfter &&
    !(await solveCaptcha(db, body.captchaId ?? '', body.captcha ?? ''))
  ) {
    return fail(ResultCode.captchaInvalid, 'captchaInvalid', true);
  }

  const account = await accountOf(db, body.username);
  const matches = account?.passwordHash
    ? await verifyPassword(account.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!account || !matches) {
    return fail(
      ResultCode.wrongCredentials,
      'wrongCredentials',
      before + 1 >= loginThrottle.captchaAfter,
      account?.id,
    );
  }
  if (account.status !== 'active') {
    // The right password for a disabled account is no failure: take the attempt back.
    await unhit(db, [...keys]);
    await recordAudit(
      db,
      { ...attempt, actorId: account.id },
      {
        resource: 'sessions',
        action: 'signInFailed',
        changes: { reason: { to: 'accountDisabled' } },
      },
    );
    return refusal(ResultCode.accountDisabled, 'accountDisabled', false);
  }

  // The account's failures are cleared; the address keeps its own, less this attempt.
  await Promise.all([reset(db, keys[0]), unhit(db, [keys[1]])]);
  if (account.passwordHash && needsRehash(account.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.password) })
      .where(eq(users.id, account.id));
  }
  const [user] = await db.select(currentUserColumns).from(users).where(eq(users.id, account.id));
  if (!user) throw new Error('the account is gone');
  return { ok: true, user };
}
