import type { ChildProcess } from 'node:child_process';

/**
 * Ends a child process and waits for it to go. A child that has already exited never emits
 * 'exit' again, so waiting for the event alone would hang.
 */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
