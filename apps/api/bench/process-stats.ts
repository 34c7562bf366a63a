import { readFile } from 'node:fs/promises';

/** Resident memory of a process, from /proc (Linux); NaN elsewhere. */
export async function rssMiB(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return kib ? Number(kib) / 1024 : Number.NaN;
}

/** CPU seconds a process has used so far, from /proc (Linux); NaN elsewhere. */
export async function cpuSeconds(pid: number | undefined): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // Fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100; // USER_HZ, 100 on every Linux we run on
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}
