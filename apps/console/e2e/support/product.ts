import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { accounts } from './accounts.js';

const consoleRoot = fileURLToPath(new URL('../../', import.meta.url));
const repoRoot = path.resolve(consoleRoot, '../..');
const shellRoot = path.join(repoRoot, 'packages/admin-shell');
const apiRoot = path.join(repoRoot, 'apps/api');

/** How often the test build of the console asks whether index.html changed. */
export const versionCheckIntervalMs = 1000;

/** Runs a command to completion; rejects with everything it printed when it fails. */
async function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  // Vitest sets NODE_ENV=test, which would give a development build of React: build as a
  // person would, from a shell.
  const { NODE_ENV: _mode, ...inherited } = process.env;
  const child = spawn(command, args, {
    cwd,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) {
    throw new Error(`\`${command} ${args.join(' ')}\` failed (exit ${code}):\n${output}`);
  }
}

/** Modification times of every file under `entry` (a file or a folder). */
async function modificationTimes(entry: string): Promise<number[]> {
  const info = await stat(entry).catch(() => undefined);
  if (!info) return [];
  if (!info.isDirectory()) return [info.mtimeMs];
  const names = await readdir(entry);
  const nested = await Promise.all(names.map((name) => modificationTimes(path.join(entry, name))));
  return nested.flat();
}

/**
 * Builds a workspace package unless its whole `dist` is newer than everything it is built from.
 * Both builds wipe or rewrite every output, so the oldest output is when the last build ran.
 * CI builds the shell just before (typecheck), and a second local run skips ~50 s this way.
 */
async function buildUnlessCurrent(name: string, root: string, inputs: string[]) {
  const built = await modificationTimes(path.join(root, 'dist'));
  const sources = (
    await Promise.all(inputs.map((input) => modificationTimes(path.join(root, input))))
  ).flat();
  if (built.length > 0 && Math.min(...built) > Math.max(...sources)) return;
  await run('pnpm', ['--filter', name, 'build'], repoRoot);
}

/**
 * What the suite runs against: the shell and the API built as `pnpm start` builds them, and
 * the console built into `consoleDir` with the version check allowed on 127.0.0.1 and polling
 * every second (both are build-time settings, so the regular dist/ cannot serve).
 */
export async function buildProduct(consoleDir: string): Promise<void> {
  await buildUnlessCurrent('@org/admin-shell', shellRoot, [
    'src',
    'package.json',
    'tsconfig.json',
    'tsup.config.ts',
  ]);
  await Promise.all([
    buildUnlessCurrent('@org/api', apiRoot, ['src', 'package.json', 'tsconfig.build.json']),
    run(
      'pnpm',
      // Hidden source maps beside the chunks: the size budgets find each route's code by them.
      [
        'exec',
        'vite',
        'build',
        '--outDir',
        consoleDir,
        '--emptyOutDir',
        '--sourcemap',
        'hidden',
        '--logLevel',
        'warn',
      ],
      consoleRoot,
      {
        VITE_VERSION_CHECK_LOCAL: '1',
        VITE_VERSION_CHECK_INTERVAL_MS: String(versionCheckIntervalMs),
      },
    ),
  ]);
}

export interface RunningProduct {
  /** Where the API and the console answer, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Stops the server (SIGTERM, as an operator would) and waits for it to exit. */
  stop(): Promise<void>;
}

function waitForBanner(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`the API did not start within 60 s:\n${output()}`));
    }, 60_000);
    const check = () => {
      const url = /ready at (http:\/\/\S+)/.exec(output())?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve(url);
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (code ${code}) before it was ready:\n${output()}`));
    });
  });
}

/**
 * Starts the API as the README does (`node dist/server.js` in apps/api) on a free port, over a
 * fresh embedded database in `dataDir` (or the PostgreSQL database `databaseUrl`, which several
 * instances may share), serving the console in `consoleDir`. The suite's browsers present
 * themselves through a proxy on 127.0.0.1 (an X-Forwarded-For per test), so one test's failed
 * sign-ins never ask another test for a captcha.
 */
export async function startProduct(options: {
  dataDir: string;
  consoleDir: string;
  databaseUrl?: string;
}): Promise<RunningProduct> {
  // The API tests' PostgreSQL (CI sets DATABASE_URL) is not for us unless asked for.
  const { DATABASE_URL: _database, ASSET_ORIGINS: _assets, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(apiRoot, 'dist/server.js')], {
    cwd: apiRoot,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: options.dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      CONSOLE_DIR: options.consoleDir,
      ADMIN_PASSWORD: accounts.admin.password,
      USER_PASSWORD: accounts.user.password,
      SEED_DEMO_DATA: '1',
      REGISTRATION_OPEN: '1',
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = once(child, 'exit');

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };

  try {
    return { url: await waitForBanner(child, () => output), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
