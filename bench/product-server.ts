import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { viteBin } from './build-time.js';
import { stopProcess } from './stop-process.js';

/** Strong enough for production mode, which refuses weak demo passwords. */
const adminPassword = 'Bench-admin-pass-2026';

export interface ProductServer {
  url: string;
  /** The cookies of a freshly signed-in admin. */
  adminCookies(): Promise<{ name: string; value: string }[]>;
  stop(): Promise<void>;
}

let built = false;

/** Builds the API and the console, as `pnpm start` does; once a run, for every part that asks. */
export function buildProduct(root: string): void {
  if (built) return;
  execFileSync('pnpm', ['--filter', '@org/api', 'build'], { cwd: root, stdio: 'ignore' });
  const consoleDir = join(root, 'apps/console');
  execFileSync(viteBin(consoleDir), ['build'], { cwd: consoleDir, stdio: 'ignore' });
  built = true;
}

function cookiesOf(response: Response, into: Map<string, string>): void {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const separator = pair.indexOf('=');
    into.set(pair.slice(0, separator), pair.slice(separator + 1));
  }
}

/**
 * The built product on a free port, in production mode, on a fresh embedded database with the
 * demo data: what a person opening the console meets.
 */
export async function startProduct(root: string): Promise<ProductServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-product-'));
  const child: ChildProcess = spawn(process.execPath, ['dist/server.js'], {
    cwd: join(root, 'apps/api'),
    env: {
      ...process.env,
      PORT: '0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: adminPassword,
      USER_PASSWORD: 'Bench-user-pass-2026',
      CONSOLE_DIR: join(root, 'apps/console/dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready at (http:\/\/\S+)/.exec(output);
      if (ready?.[1]) resolve(ready[1]);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => reject(new Error(`The API exited (${code}): ${output}`)));
  });

  return {
    url,
    async adminCookies() {
      const jar = new Map<string, string>();
      const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      cookiesOf(await fetch(`${url}/api/health`), jar);
      const signIn = await fetch(`${url}/api/login/account`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: header(),
          'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
        },
        body: JSON.stringify({ username: 'admin', password: adminPassword, autoLogin: true }),
      });
      const body = (await signIn.json()) as { code: number; message: string };
      if (body.code !== 0) throw new Error(`Sign-in failed: ${body.message}`);
      cookiesOf(signIn, jar);
      return [...jar].map(([name, value]) => ({ name, value }));
    },
    async stop() {
      await stopProcess(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
