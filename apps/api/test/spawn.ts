import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves once the output matches, rejects when the process exits first or time runs out. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/**
 * Runs the API's real entry point (src/server.ts) in its own process, as `pnpm start` does.
 *
 * @param nodeArgs options for node itself, such as `--cpu-prof`, which NODE_OPTIONS refuses
 */
export function spawnServer(
  env: NodeJS.ProcessEnv,
  nodeArgs: readonly string[] = [],
): ServerProcess {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', serverEntry], {
    env: { ...process.env, LOG_LEVEL: 'info', PORT: '0', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = once(child, 'exit').then(([code]) => code as number | null);

  return {
    child,
    output: () => output,
    exited,
    waitFor(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = output.match(pattern);
          if (!match) return;
          cleanup();
          resolve(match);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`timed out waiting for ${pattern}; output:\n${output}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        exited.then(() => {
          check();
          if (listeners.has(check)) {
            cleanup();
            reject(new Error(`server exited before ${pattern}; output:\n${output}`));
          }
        });
        check();
      });
    },
  };
}

/** The URL the banner prints. */
export async function serverUrl(server: ServerProcess): Promise<string> {
  const [, url] = await server.waitFor(/ready at (http:\/\/\S+)/);
  if (!url) throw new Error('no URL in the banner');
  return url;
}
