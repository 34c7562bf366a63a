/**
 * The API as a team of admins uses it: every request picked at random from list pages, keyword
 * searches, detail reads and 20 % writes, signed in through the real sign-in. The writes the API
 * acknowledges go into a ledger, to look for in the database once the run is over.
 */
import autocannon from 'autocannon';
import { WriteLedger, type WrittenTable } from './write-ledger.js';

/** The seeded records the mix reads and writes: ids from `firstId` to `lastId`. */
export interface SeededRange {
  firstId: number;
  lastId: number;
}

export interface MixData {
  /** The generated users, `bench1` to `benchN` ("Bench User N", benchN@example.com). */
  users: SeededRange;
  /** The generated articles, "Bench article 1" to "Bench article N". */
  articles: SeededRange;
}

export interface OperationResult {
  name: string;
  requests: number;
  /** Measured by the mix itself, from writing the request to reading the whole answer. */
  p50Ms: number;
  p99Ms: number;
  /** Version conflicts (409), an expected outcome of an update. */
  conflicts: number;
  /** Answers no browser should get: non-2xx statuses other than an update's 409. */
  unexpected: number;
}

export interface MixResult {
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Every failed request: unexpected answers, connection errors and timeouts. */
  errors: number;
  timeouts: number;
  conflicts: number;
  operations: OperationResult[];
  /** A few of the unexpected answers, to tell what went wrong. */
  unexpectedSamples: string[];
  /** CPU time of the load generator (this process) over the run, in % of one core. */
  generatorCpuPercent: number;
}

type Outcome = 'ok' | 'conflict' | 'unexpected';

/** One request of the mix, and how to read its answer. */
interface Planned {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  answer(status: number, body: string): Outcome;
}

/** One kind of request, with its share of the mix. */
interface Operation {
  name: string;
  percent: number;
  plan(): Planned;
}

/** The connection's request in flight, between autocannon's setup and answer callbacks. */
interface InFlight {
  operation?: number;
  planned?: Planned;
  startedAt?: number;
}

interface Envelope<T> {
  code: number;
  data: T;
}
interface Versioned {
  id: number;
  version: number;
}
interface Page {
  list: Versioned[];
}

const pageSizes = [10, 20, 50, 100] as const;
const userSorts = ['id', 'username', 'name', 'createdAt', 'updatedAt'] as const;
const articleSorts = ['id', 'title', 'createdAt', 'updatedAt'] as const;

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/**
 * The version of each record as the mix last read it (in a list, a detail or a write's answer),
 * so that an update sends what an admin's screen would: the version on the page they edit.
 */
class KnownVersions {
  private readonly ids: number[] = [];
  private readonly versions = new Map<number, number>();

  learn(record: Versioned): void {
    if (!this.versions.has(record.id)) this.ids.push(record.id);
    this.versions.set(record.id, record.version);
  }

  /** A record read before, at random; none before the first read. */
  pick(): Versioned | undefined {
    if (this.ids.length === 0) return undefined;
    const id = pick(this.ids);
    return { id, version: this.versions.get(id) ?? 1 };
  }
}

/**
 * A page: half the time one of the first five, as people mostly read, else anywhere in the
 * table; a random page size; the console's default order (newest first) three times in four.
 */
function pageQuery(rows: number, sorts: readonly string[]): string {
  const pageSize = pick(pageSizes);
  const pages = Math.max(1, Math.ceil(rows / pageSize));
  const current = Math.random() < 0.5 ? randomInt(1, Math.min(5, pages)) : randomInt(1, pages);
  const sort =
    Math.random() < 0.25
      ? `&sortField=${pick(sorts)}&sortOrder=${pick(['ascend', 'descend'])}`
      : '';
  return `current=${current}&pageSize=${pageSize}${sort}`;
}

/** A keyword that misses: letters no seeded or written value holds together. */
function missingKeyword(): string {
  return `${pick(['qzx', 'jvq', 'xkz', 'wqj'])}${randomInt(100, 999)}`;
}

/** Percentile of sorted values, nearest rank. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * The mix, its knowledge of versions and its ledger kept across runs (a warm-up, then the
 * measured run), so every write it ever had acknowledged is checked.
 */
export function createMix(data: MixData) {
  const known: Record<WrittenTable, KnownVersions> = {
    users: new KnownVersions(),
    articles: new KnownVersions(),
  };
  const ledger = new WriteLedger();
  let written = 0;
  let articleRows = data.articles.lastId - data.articles.firstId + 1;
  const userRows = data.users.lastId - data.users.firstId + 1;

  /** A read whose answer teaches the versions of the records it holds. */
  const read = <T>(
    table: WrittenTable,
    path: string,
    records: (data: T) => Versioned[],
  ): Planned => ({
    method: 'GET',
    path,
    answer(status, body) {
      if (status !== 200) return 'unexpected';
      const envelope = JSON.parse(body) as Envelope<T>;
      if (envelope.code !== 0) return 'unexpected';
      for (const record of records(envelope.data)) known[table].learn(record);
      return 'ok';
    },
  });
  const pageRecords = (page: Page) => page.list;

  /** A write whose answer is acknowledged in the ledger, or an expected version conflict. */
  const write = (
    table: WrittenTable,
    kind: 'create' | 'update',
    path: string,
    body: unknown,
    value: (record: Record<string, unknown>) => string,
  ): Planned => ({
    method: 'POST',
    path,
    body,
    answer(status, text) {
      if (status === 409 && kind === 'update') {
        const envelope = JSON.parse(text) as Envelope<{ current?: Versioned }>;
        if (envelope.data.current) known[table].learn(envelope.data.current);
        return 'conflict';
      }
      if (status !== 200) return 'unexpected';
      const envelope = JSON.parse(text) as Envelope<Versioned & Record<string, unknown>>;
      if (envelope.code !== 0) return 'unexpected';
      const record = envelope.data;
      ledger.acknowledge(table, kind, record.id, record.version, value(record));
      known[table].learn(record);
      if (kind === 'create') articleRows++;
      return 'ok';
    },
  });

  const createArticle = () =>
    write(
      'articles',
      'create',
      '/api/sysArticle/create',
      {
        title: `Load article ${++written}`,
        content: 'Written under load.\nChecked once the run is over.',
        status: pick(['draft', 'published']),
      },
      (record) => String(record.title),
    );

  const operations: Operation[] = [
    {
      name: 'user list page',
      percent: 16,
      plan: () =>
        read('users', `/api/sys_users/list?${pageQuery(userRows, userSorts)}`, pageRecords),
    },
    {
      name: 'article list page',
      percent: 16,
      plan: () =>
        read(
          'articles',
          `/api/sysArticle/pageList?${pageQuery(articleRows, articleSorts)}`,
          pageRecords,
        ),
    },
    {
      name: 'user keyword search',
      percent: 12,
      plan: () => {
        const n = randomInt(1, userRows);
        const keyword = pick([
          `bench${n}`,
          `User ${n}`,
          String(n).slice(0, randomInt(3, 5)),
          `${n}@example`,
          missingKeyword(),
        ]);
        return read(
          'users',
          `/api/sys_users/list?pageSize=20&keyword=${encodeURIComponent(keyword)}`,
          pageRecords,
        );
      },
    },
    {
      name: 'article keyword search',
      percent: 12,
      plan: () => {
        const n = randomInt(1, articleRows);
        const keyword = pick([
          `article ${n}`,
          String(n).slice(0, randomInt(3, 4)),
          `Bench article ${n}`,
          missingKeyword(),
        ]);
        return read(
          'articles',
          `/api/sysArticle/pageList?pageSize=20&keyword=${encodeURIComponent(keyword)}`,
          pageRecords,
        );
      },
    },
    {
      // The API has no article detail: an article is edited from its row in the list.
      name: 'user detail',
      percent: 24,
      plan: () =>
        read(
          'users',
          `/api/sys_users/${randomInt(data.users.firstId, data.users.lastId)}`,
          (user: Versioned) => [user],
        ),
    },
    { name: 'article create', percent: 8, plan: createArticle },
    {
      name: 'article update',
      percent: 8,
      plan: () => {
        const article = known.articles.pick();
        if (!article) return createArticle();
        return write(
          'articles',
          'update',
          '/api/sysArticle/update',
          { id: article.id, version: article.version, title: `Edited article ${++written}` },
          (record) => String(record.title),
        );
      },
    },
    {
      // Names only: a change of access or status is rare in practice, and would also end the
      // user's sessions and take the lock that keeps an active admin.
      name: 'user update',
      percent: 4,
      plan: () => {
        const user = known.users.pick();
        // Only the generated users: the admin the mix signs in as stays as seeded.
        if (!user || user.id < data.users.firstId) return createArticle();
        return write(
          'users',
          'update',
          `/api/sys_users/update/${user.id}`,
          { version: user.version, name: `Edited User ${++written}` },
          (record) => String(record.name),
        );
      },
    },
  ];
  const totalPercent = operations.reduce((sum, operation) => sum + operation.percent, 0);
  if (totalPercent !== 100) throw new Error(`the mix adds up to ${totalPercent} %`);

  function pickOperation(): number {
    let roll = Math.random() * 100;
    for (const [index, operation] of operations.entries()) {
      roll -= operation.percent;
      if (roll < 0) return index;
    }
    return operations.length - 1;
  }

  /**
   * One autocannon run of the mix. `cookie` and `xsrfToken` are the signed-in session's, sent
   * on every request as the console does.
   */
  async function run(options: {
    url: string;
    cookie: string;
    xsrfToken: string;
    connections: number;
    seconds: number;
  }): Promise<MixResult> {
    const durations = operations.map((): number[] => []);
    const conflicts = operations.map(() => 0);
    const unexpected = operations.map(() => 0);
    const unexpectedSamples: string[] = [];
    const headers = {
      cookie: options.cookie,
      'x-xsrf-token': options.xsrfToken,
      'accept-language': 'en-US',
    };
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const result = await autocannon({
      url: options.url,
      connections: options.connections,
      duration: options.seconds,
      requests: [
        {
          setupRequest(request, context) {
            const inFlight = context as InFlight;
            const operation = pickOperation();
            const planned = (operations[operation] as Operation).plan();
            inFlight.operation = operation;
            inFlight.planned = planned;
            inFlight.startedAt = performance.now();
            return planned.body === undefined
              ? { ...request, method: planned.method, path: planned.path, headers }
              : {
                  ...request,
                  method: planned.method,
                  path: planned.path,
                  headers: { ...headers, 'content-type': 'application/json' },
                  body: JSON.stringify(planned.body),
                };
          },
          onResponse(status, body, context) {
            const { operation, planned, startedAt } = context as InFlight;
            if (operation === undefined || !planned || startedAt === undefined) return;
            durations[operation]?.push(performance.now() - startedAt);
            let outcome: Outcome;
            try {
              outcome = planned.answer(status, body);
            } catch {
              outcome = 'unexpected';
            }
            if (outcome === 'conflict') conflicts[operation] = (conflicts[operation] ?? 0) + 1;
            if (outcome === 'unexpected') {
              unexpected[operation] = (unexpected[operation] ?? 0) + 1;
              if (unexpectedSamples.length < 5)
                unexpectedSamples.push(
                  `${planned.method} ${planned.path} → ${status} ${body.slice(0, 200)}`,
                );
            }
          },
        },
      ],
    });
    const elapsedMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const unexpectedTotal = sum(unexpected);
    return {
      connections: options.connections,
      seconds: options.seconds,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      // autocannon's `errors` counts connection errors and timeouts alike.
      errors: unexpectedTotal + result.errors,
      timeouts: result.timeouts,
      conflicts: sum(conflicts),
      operations: operations.map((operation, index) => {
        const sorted = (durations[index] ?? []).sort((a, b) => a - b);
        return {
          name: operation.name,
          requests: sorted.length,
          p50Ms: round(percentile(sorted, 50)),
          p99Ms: round(percentile(sorted, 99)),
          conflicts: conflicts[index] ?? 0,
          unexpected: unexpected[index] ?? 0,
        };
      }),
      unexpectedSamples,
      generatorCpuPercent: ((cpu.user + cpu.system) / 1000 / elapsedMs) * 100,
    };
  }

  return { run, ledger };
}
