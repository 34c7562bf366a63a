import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Thrown when another live process holds the data folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${pid}. ` +
        'Stop that process first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Folders this process holds: its own pid in a lock file cannot tell a second open apart. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data folder for this process alone. PGlite silently loses rows when two processes
 * open one folder, so a second process must fail here, fast and clearly. A lock left by a dead
 * process (kill -9, power loss) is taken over.
 *
 * @returns a function that releases the lock
 */
export function lockDataDir(dataDir: string): () => void {
  if (heldHere.has(dataDir)) throw new DataDirLockedError(dataDir, process.pid);
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'api.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(dataDir);
      return () => {
        heldHere.delete(dataDir);
        try {
          if (readFileSync(lockPath, 'utf8') === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      // Our own pid here is a leftover of an earlier life (containers reuse pid 1).
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
