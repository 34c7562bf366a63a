import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent, PresenceEvent, SysArticle, SysUser } from '../src/contract/schemas.js';
import { recordChange } from '../src/services/changes.js';
import { EventStream, type StreamEvent } from './event-stream.js';
import {
  createArticle,
  createUser,
  expectOk,
  holderOf,
  newRole,
  uniqueUsername,
} from './fixtures.js';
import {
  type ApiClient,
  databaseKinds,
  startServer,
  type TestServer,
  twoInstancesOnPostgres,
} from './helper.js';

const isChange =
  (resource: ChangeEvent['resource'], id: number, action?: ChangeEvent['action']) =>
  (event: StreamEvent) => {
    const change = event.data as ChangeEvent | undefined;
    return (
      event.event === 'change' &&
      change?.resource === resource &&
      change.id === id &&
      (action === undefined || change.action === action)
    );
  };

const changesIn = (events: StreamEvent[]) =>
  events.filter((event) => event.event === 'change').map((event) => event.data as ChangeEvent);

describe.each(databaseKinds())('the live stream on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  const streams: EventStream[] = [];
  const open = async (client: ApiClient, options?: Parameters<typeof EventStream.open>[1]) => {
    const stream = await EventStream.open(client, options);
    streams.push(stream);
    return stream;
  };

  let startedAt = 0;

  beforeAll(async () => {
    server = await startServer(kind);
    startedAt = Date.now();
    admin = await server.signedIn('admin');
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server?.close();
  });

  it('refuses someone not signed in', async () => {
    const stream = await open(server.client());
    expect(stream.status).toBe(401);
  });

  it('tells a reader of each article created, updated and deleted by someone else, with its version and who did it', async () => {
    const user = await server.signedIn('user');
    const stream = await open(user);
    const article = await createArticle(admin);
    const created = await stream.next(isChange('articles', article.id, 'created'));
    expect(created.data).toEqual({
      resource: 'articles',
      action: 'created',
      id: article.id,
      version: 1,
      actor: { id: expect.any(Number), name: expect.any(String) },
    });
    expect(created.id).toMatch(/^\d+$/);

    expectOk(
      await admin.post('/api/sysArticle/update', { id: article.id, version: 1, title: 'Live' }),
    );
    const updated = await stream.next(isChange('articles', article.id, 'updated'));
    expect(updated.data).toMatchObject({ version: 2 });

    expectOk(await admin.post(`/api/sysArticle/delete?id=${article.id}`));
    const deleted = await stream.next(isChange('articles', article.id, 'deleted'));
    expect(deleted.data).toMatchObject({ version: null });
    expect(BigInt(deleted.id ?? 0)).toBeGreaterThan(BigInt(updated.id ?? 0));
  });

  it('tells of users created, updated and deleted, and of roles only whoever manages them', async () => {
    const adminStream = await open(admin);
    const userStream = await open(await server.signedIn('user'));
    const created = await createUser(admin, { username: uniqueUsername('live_u') });
    await adminStream.next(isChange('users', created.id, 'created'));
    await userStream.next(isChange('users', created.id, 'created'));
    expectOk(await admin.post(`/api/sys_users/deleted/${created.id}`));
    await userStream.next(isChange('users', created.id, 'deleted'));

    const role = await newRole(admin, ['articles.read']);
    await adminStream.next(isChange('roles', role.id, 'created'));
    const later = await userStream.during(300);
    expect(changesIn([...userStream.events, ...later]).some((c) => c.resource === 'roles')).toBe(
      false,
    );
  });

  it('sends nothing of a resource to someone who may not read it, not even that it changed', async () => {
    const readers = await newRole(admin, ['articles.read']);
    const { client } = await holderOf(server, admin, [readers.id]);
    const stream = await open(client);
    const from = stream.events.length;
    const user = await createUser(admin, { username: uniqueUsername('unseen') });
    const article = await createArticle(admin);
    await stream.next(isChange('articles', article.id), { from });
    const received = stream.events.slice(from);
    expect(changesIn(received).map((change) => change.resource)).toEqual(['articles']);
    expect(JSON.stringify(received)).not.toContain(`"id":${user.id},`);
  });

  it('sends nothing for a write that was refused or rolled back', async () => {
    const stream = await open(admin);
    const article = await createArticle(admin);
    await stream.next(isChange('articles', article.id, 'created'));
    const from = stream.events.length;
    // A stale version is refused before anything is written.
    const stale = await admin.post('/api/sysArticle/update', { id: article.id, version: 7 });
    expect(stale.status).toBe(409);
    // A change announced inside a transaction that then fails.
    await expect(
      server.database.db.transaction(async (tx) => {
        await recordChange(
          tx,
          { actorId: null, actorName: null, ip: null, requestId: null },
          { resource: 'articles', action: 'update', id: article.id, version: 99, changes: {} },
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // A committed change after them arrives, and is the only one.
    expectOk(await admin.post(`/api/sysArticle/delete?id=${article.id}`));
    await stream.next(isChange('articles', article.id, 'deleted'), { from });
    expect(changesIn(stream.events.slice(from))).toEqual([
      expect.objectContaining({ action: 'deleted', id: article.id }),
    ]);
  });

  it('resumes after Last-Event-ID with every change missed meanwhile, in order, and says reset when it cannot', async () => {
    const stream = await open(admin);
    const first = await createArticle(admin);
    await stream.next(isChange('articles', first.id));
    const lastEventId = stream.lastEventId;
    stream.close();
    const missed = [await createArticle(admin), await createArticle(admin)];

    const lastMissed = isChange('articles', missed[1]?.id ?? 0);
    const resumed = await open(admin, { lastEventId });
    await resumed.next(lastMissed);
    expect(changesIn(resumed.events).map((change) => change.id)).toEqual(missed.map((a) => a.id));
    expect(resumed.of('reset')).toEqual([]);
    // The same by the query parameter, for a page opening a new EventSource.
    const byQuery = await open(admin, { query: { lastEventId: lastEventId ?? '' } });
    await byQuery.next(lastMissed);
    expect(changesIn(byQuery.events).map((change) => change.id)).toEqual(missed.map((a) => a.id));

    const unknown = await open(admin, { lastEventId: '9000000000' });
    expect(unknown.of('reset')).toHaveLength(1);
  });

  it('replays the changes of the last moments to a page that read its data just before', async () => {
    const watcher = await open(admin);
    const article = await createArticle(admin);
    // On PostgreSQL the change reaches the instance after the write's answer: once a stream has
    // it, the instance has heard it, and a page opening now must be given it again.
    await watcher.next(isChange('articles', article.id));
    // As far back as the instance has listened, no further.
    const sinceMs = Date.now() - startedAt - 100;
    const stream = await open(admin, { query: { sinceMs } });
    expect(changesIn(stream.events).map((change) => change.id)).toContain(article.id);
    expect(stream.of('reset')).toEqual([]);
    // Further back than this instance has heard: it cannot tell, so the page reads afresh.
    const tooFar = await open(admin, { query: { sinceMs: 24 * 60 * 60 * 1000 } });
    expect(tooFar.of('reset')).toHaveLength(1);
  });

  it('follows a change to what the person may read: identity, then no more of what they lost', async () => {
    const readers = await newRole(admin, ['articles.read', 'users.read']);
    const { client } = await holderOf(server, admin, [readers.id]);
    const stream = await open(client);
    expectOk(
      await admin.post(`/api/roles/update/${readers.id}`, {
        version: readers.version,
        permissions: ['users.read'],
      }),
    );
    await stream.next((event) => event.event === 'identity');
    const from = stream.events.length;
    const article = await createArticle(admin);
    const user = await createUser(admin, { username: uniqueUsername('still_seen') });
    await stream.next(isChange('users', user.id), { from });
    expect(changesIn(stream.events.slice(from)).some((c) => c.id === article.id)).toBe(false);
  });

  it('ends the stream of an account that is disabled', async () => {
    const { user, client } = await holderOf(server, admin, [
      (await newRole(admin, ['articles.read'])).id,
    ]);
    const stream = await open(client);
    const current = expectOk(await admin.get<SysUser>(`/api/sys_users/${user.id}`));
    expectOk(
      await admin.post(`/api/sys_users/update/${user.id}`, {
        version: current.version,
        status: 'disabled',
      }),
    );
    await expect(
      Promise.race([
        stream.ended.then(() => 'ended'),
        new Promise((resolve) => setTimeout(() => resolve('still open'), 3_000)),
      ]),
    ).resolves.toBe('ended');
  });

  it('keeps at most four streams of one session open, ending the oldest', async () => {
    const user = await server.signedIn('user');
    const opened = [];
    for (let count = 0; count < 5; count += 1) opened.push(await open(user));
    await opened[0]?.ended;
    const article = await createArticle(admin);
    const got = await Promise.all(
      opened.map((stream) =>
        stream.next(isChange('articles', article.id), { timeoutMs: 1000 }).then(
          () => 'told',
          () => 'not told',
        ),
      ),
    );
    expect(got).toEqual(['not told', 'told', 'told', 'told', 'told']);
  });

  it('tells readers who has a record open, and when they leave', async () => {
    const article: SysArticle = await createArticle(admin);
    const user = await server.signedIn('user');
    const watcher = await open(user);
    const here = expectOk(
      await admin.post<PresenceEvent>('/api/presence', {
        resource: 'articles',
        id: article.id,
        clientId: 'admin-page-1',
      }),
    );
    expect(here.people.map((person) => person.name)).toEqual(['Admin']);
    const seen = await watcher.next(
      (event) => event.event === 'presence' && (event.data as PresenceEvent).id === article.id,
    );
    expect(seen.data).toEqual({
      resource: 'articles',
      id: article.id,
      people: [{ id: expect.any(Number), name: 'Admin' }],
    });
    // The person's own answer names the others first-hand.
    const mine = expectOk(
      await user.post<PresenceEvent>('/api/presence', {
        resource: 'articles',
        id: article.id,
        clientId: 'user-page-1',
      }),
    );
    expect(mine.people.map((person) => person.name).sort()).toEqual(['Admin', 'User'].sort());
    const from = watcher.events.length;
    expectOk(
      await admin.post('/api/presence', {
        resource: 'articles',
        id: article.id,
        clientId: 'admin-page-1',
        leaving: true,
      }),
    );
    const left = await watcher.next(
      (event) =>
        event.event === 'presence' &&
        (event.data as PresenceEvent).people.every((person) => person.name !== 'Admin'),
      { from },
    );
    expect((left.data as PresenceEvent).people.map((person) => person.name)).toEqual(['User']);
  });

  it('refuses presence on a resource the person may not read', async () => {
    const readers = await newRole(admin, ['articles.read']);
    const { client } = await holderOf(server, admin, [readers.id]);
    const refused = await client.post('/api/presence', {
      resource: 'users',
      id: 1,
      clientId: 'nosy-page-1',
    });
    expect(refused.status).toBe(403);
  });
});

describe.runIf(!!process.env.DATABASE_URL)('the live stream across two API instances', () => {
  let instances: Awaited<ReturnType<typeof twoInstancesOnPostgres>>;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    instances = await twoInstancesOnPostgres();
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await instances?.close();
  });

  it('tells a page on one instance of a write on the other, and resumes there after an id from the first', async () => {
    const { first, second } = instances;
    const writer = await first.signedIn('admin');
    const reader = await second.signedIn('user');
    const onSecond = await EventStream.open(reader);
    streams.push(onSecond);
    const article = await createArticle(writer);
    await onSecond.next(isChange('articles', article.id, 'created'));

    const onFirst = await EventStream.open(await first.signedIn('user'));
    streams.push(onFirst);
    const next = await createArticle(writer);
    await onFirst.next(isChange('articles', next.id));
    const lastEventId = onFirst.lastEventId;
    onFirst.close();
    const missed = await createArticle(writer);
    // The second instance may hear of the missed change a moment after the page resumes there:
    // then it comes as it is heard, after what was replayed, still without a reset.
    const resumed = await EventStream.open(reader, { lastEventId });
    streams.push(resumed);
    await resumed.next(isChange('articles', missed.id));
    expect(changesIn(resumed.events).map((change) => change.id)).toEqual([missed.id]);
    expect(resumed.of('reset')).toEqual([]);
  });

  it('shows who has a record open whichever instance they asked', async () => {
    const { first, second } = instances;
    const article = await createArticle(await first.signedIn('admin'));
    const watcher = await EventStream.open(await second.signedIn('admin'));
    streams.push(watcher);
    const user = await first.signedIn('user');
    expectOk(
      await user.post('/api/presence', {
        resource: 'articles',
        id: article.id,
        clientId: 'second-instance-page',
      }),
    );
    const seen = await watcher.next((event) => event.event === 'presence');
    expect((seen.data as PresenceEvent).people.map((person) => person.name)).toEqual(['User']);
  });
});
