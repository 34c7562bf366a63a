import type { ChildProcess } from 'node:child_process';

/** How long a child gets to close on SIGTERM before it is killed. */
const graceMs = 10_000;

function signal(child: ChildProcess, name: NodeJS.Signals, group: boolean): void {
  if (child.pid === undefined) return;
  try {
    if (group) process.kill(-child.pid, name);
    else child.kill(name);
  } catch (error) {
    // The child, or every process of its group, is already gone.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/**
 * Ends a child process (with `group`, the detached child and every process of the group it
 * leads) and waits for it to go. SIGTERM first; whatever is still running after a grace period
 * is killed, because a process that outlives the bench keeps CI's output open and CI waits for
 * it until its own time limit (a Vite dev server once did: its close never finished).
 */
export async function stopProcess(
  child: ChildProcess,
  options: { group?: boolean } = {},
): Promise<void> {
  const group = options.group ?? false;
  const running = child.exitCode === null && child.signalCode === null;
  // A child that has already exited never emits 'exit' again, so waiting for it would hang.
  const exited = running ? new Promise((resolve) => child.once('exit', resolve)) : undefined;
  if (exited) {
    signal(child, 'SIGTERM', group);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), graceMs);
    });
    if ((await Promise.race([exited, late])) === 'late') {
      signal(child, 'SIGKILL', group);
      await exited;
    }
    clearTimeout(timer);
  }
  // The leader may be gone while a helper it started (Vite's esbuild service) lives on.
  if (group) signal(child, 'SIGKILL', group);
}
