import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../src/contract/envelope.js';
import { captchas, throttles } from '../src/db/schema.js';
import { loginThrottle } from '../src/services/login.js';
import { newAccount } from './fixtures.js';
import {
  type ApiClient,
  type ApiResponse,
  databaseKinds,
  startServer,
  type TestServer,
  type TwoInstances,
  twoInstancesOnPostgres,
} from './helper.js';
import { uniqueName } from './security-helpers.js';

interface Attempt {
  client: ApiClient;
  username: string;
  password: string;
  captcha?: { captchaId: string; captcha: string };
}

/** How a burst went: each outcome counted, and how many attempts had their password checked. */
interface BurstOutcome {
  signedIn: number;
  wrongCredentials: number;
  captchaRequired: number;
  captchaInvalid: number;
  locked: number;
  other: string[];
  /** Attempts whose password was verified: sign-ins and wrong-password refusals. */
  passwordChecks: number;
  responses: ApiResponse[];
}

/** Sends every attempt at once, each on its own connection, and tallies the answers. */
async function burst(attempts: Attempt[]): Promise<BurstOutcome> {
  // Each client fetches its XSRF cookie first, so the burst itself is nothing but sign-ins.
  await Promise.all(attempts.map(({ client }) => client.prime()));
  const responses = await Promise.all(
    attempts.map(({ client, username, password, captcha }) =>
      client.login(username, password, captcha ?? {}),
    ),
  );
  const outcome: BurstOutcome = {
    signedIn: 0,
    wrongCredentials: 0,
    captchaRequired: 0,
    captchaInvalid: 0,
    locked: 0,
    other: [],
    passwordChecks: 0,
    responses,
  };
  for (const response of responses) {
    const { code } = response.body;
    if (response.status === 429) outcome.locked += 1;
    else if (code === 0) outcome.signedIn += 1;
    else if (code === ResultCode.wrongCredentials) outcome.wrongCredentials += 1;
    else if (code === ResultCode.captchaRequired) outcome.captchaRequired += 1;
    else if (code === ResultCode.captchaInvalid) outcome.captchaInvalid += 1;
    else outcome.other.push(`${response.status} ${JSON.stringify(response.body)}`);
  }
  outcome.passwordChecks = outcome.signedIn + outcome.wrongCredentials;
  return outcome;
}

/** Captchas with known answers, stored as `GET /api/login/captcha` would (it is rate limited). */
async function solvedCaptchas(server: TestServer, count: number) {
  const rows = Array.from({ length: count }, () => ({
    id: randomUUID(),
    answer: 'abcd',
    expiresAt: new Date(Date.now() + 60_000),
  }));
  await server.database.db.insert(captchas).values(rows);
  return rows.map((row) => ({ captchaId: row.id, captcha: row.answer }));
}

/** Waits until the account's counter holds `count` attempts (in flight or failed). */
async function countedAttempts(server: TestServer, username: string, count: number) {
  const key = `login:user:${username.toLowerCase()}`;
  for (let tries = 0; tries < 500; tries++) {
    const [row] = await server.database.db
      .select({ hits: throttles.hits })
      .from(throttles)
      .where(eq(throttles.key, key));
    if ((row?.hits ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error(`${username} never reached ${count} counted attempts`);
}

function fromOneAddress(server: TestServer, count: number): ApiClient[] {
  const first = server.client();
  return Array.from({ length: count }, () => {
    const client = server.client();
    client.address = first.address;
    return client;
  });
}

function fromManyAddresses(server: TestServer, count: number): ApiClient[] {
  return Array.from({ length: count }, () => server.client());
}

describe.each(databaseKinds())('sign-in bursts on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startServer(kind);
    admin = await server.signedIn('admin');
  });
  afterAll(() => server?.close());

  it('checks at most 3 of 200 parallel wrong passwords from one address before asking for the captcha', async () => {
    const { username } = await newAccount(admin, 'burst');
    const outcome = await burst(
      fromOneAddress(server, 200).map((client) => ({ client, username, password: 'wrong' })),
    );
    expect(outcome.other).toEqual([]);
    expect(outcome.passwordChecks).toBeLessThanOrEqual(loginThrottle.captchaAfter);
    expect(outcome.wrongCredentials).toBeGreaterThanOrEqual(1);
    // Refused for want of a captcha, the rest were never counted: no lock-out from a burst alone.
    expect(outcome.locked).toBe(0);
    expect(outcome.captchaRequired).toBe(200 - outcome.passwordChecks);
  });

  it('checks at most 3 of 30 parallel attempts on one account from 30 addresses', async () => {
    const { username } = await newAccount(admin, 'spread');
    const outcome = await burst(
      fromManyAddresses(server, 30).map((client) => ({ client, username, password: 'wrong' })),
    );
    expect(outcome.other).toEqual([]);
    expect(outcome.passwordChecks).toBeLessThanOrEqual(loginThrottle.captchaAfter);
    expect(outcome.captchaRequired).toBe(30 - outcome.passwordChecks);
  });

  it('checks at most 3 of 100 parallel attempts on 100 usernames from one address', async () => {
    const outcome = await burst(
      fromOneAddress(server, 100).map((client) => ({
        client,
        username: uniqueName('nobody'),
        password: 'wrong',
      })),
    );
    expect(outcome.other).toEqual([]);
    expect(outcome.passwordChecks).toBeLessThanOrEqual(loginThrottle.captchaAfter);
  });

  it.each([
    ['one address', fromOneAddress],
    ['30 addresses', fromManyAddresses],
  ] as const)(
    'lets a right password inside a burst of 29 wrong ones (from %s) sign in only as one of the 3 checks',
    async (_label, clients) => {
      for (let round = 0; round < 3; round++) {
        const { username, password } = await newAccount(admin, 'needle');
        const right = 10 + round * 9;
        const outcome = await burst(
          clients(server, 30).map((client, index) => ({
            client,
            username,
            password: index === right ? password : 'wrong',
          })),
        );
        expect(outcome.other).toEqual([]);
        expect(outcome.passwordChecks).toBeLessThanOrEqual(loginThrottle.captchaAfter);
        const answer = outcome.responses[right]?.body.code;
        expect([0, ResultCode.captchaRequired]).toContain(answer);
      }
    },
  );

  it('asks for the captcha from a right password that comes once 3 wrong ones are counted, checked or not', async () => {
    const { username, password } = await newAccount(admin, 'inflight');
    const clients = fromOneAddress(server, 4);
    await Promise.all(clients.map((client) => client.prime()));
    const wrong = clients
      .slice(0, 3)
      .map((client) => client.login(username, 'wrong').then((response) => response.body.code));
    await countedAttempts(server, username, 3);
    const right = await clients[3]?.login(username, password);
    expect(right?.body).toMatchObject({
      code: ResultCode.captchaRequired,
      data: { captchaRequired: true },
    });
    expect(await Promise.all(wrong)).toEqual(Array(3).fill(ResultCode.wrongCredentials));
  });

  it('locks the account by the 10th counted failure, even when 100 attempts with solved captchas come at once', async () => {
    const { username, password } = await newAccount(admin, 'lockburst');
    const solved = await solvedCaptchas(server, 100);
    const outcome = await burst(
      fromManyAddresses(server, 100).map((client, index) => ({
        client,
        username,
        password: 'wrong',
        captcha: solved[index],
      })),
    );
    expect(outcome.other).toEqual([]);
    expect(outcome.signedIn).toBe(0);
    expect(outcome.passwordChecks).toBeLessThanOrEqual(loginThrottle.lockAfter);
    expect(outcome.locked).toBeGreaterThanOrEqual(100 - loginThrottle.lockAfter);
    // The owner, with the right password and a solved captcha, now meets the lock.
    const [captcha] = await solvedCaptchas(server, 1);
    const owner = server.client();
    const locked = await owner.login(username, password, captcha);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('signs in at once after a burst from elsewhere once the captcha is solved', async () => {
    const { username, password } = await newAccount(admin, 'after');
    await burst(
      fromManyAddresses(server, 20).map((client) => ({ client, username, password: 'wrong' })),
    );
    const [captcha] = await solvedCaptchas(server, 1);
    const owner = server.client();
    const login = await owner.login(username, password, captcha);
    expect(login.body).toMatchObject({ code: 0, data: { username } });
    // Success clears the account's count: the next sign-in needs no captcha.
    const again = await server.client().login(username, password);
    expect(again.body.code).toBe(0);
  });
});

describe.runIf(!!process.env.DATABASE_URL)('sign-in bursts across two instances', () => {
  let instances: TwoInstances;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    instances = await twoInstancesOnPostgres();
    ({ first, second } = instances);
  });
  afterAll(() => instances?.close());

  it('shares the count: at most 3 of 100 parallel attempts split over both are checked', async () => {
    const { username, password } = await newAccount(await first.signedIn('admin'), 'twin');
    const outcome = await burst(
      Array.from({ length: 100 }, (_, index) => ({
        client: (index % 2 === 0 ? first : second).client(),
        username,
        password: index === 99 ? password : 'wrong',
      })),
    );
    expect(outcome.other).toEqual([]);
    expect(outcome.passwordChecks).toBeLessThanOrEqual(loginThrottle.captchaAfter);
  });
});
