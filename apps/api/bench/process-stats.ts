import { readdir, readFile } from 'node:fs/promises';

/** USER_HZ, the unit of /proc's CPU times: 100 on every Linux we run on. */
const ticksPerSecond = 100;

/** Resident memory of a process, from /proc (Linux); NaN elsewhere. */
export async function rssMiB(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return kib ? Number(kib) / 1024 : Number.NaN;
}

/** utime + stime of a /proc stat line, in seconds; NaN for an empty one. */
function statCpuSeconds(stat: string): number {
  // Fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** CPU seconds a process has used so far, from /proc (Linux); NaN elsewhere. */
export async function cpuSeconds(pid: number | undefined): Promise<number> {
  return statCpuSeconds(await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => ''));
}

/**
 * CPU seconds each thread of a process has used so far, by thread id, from /proc (Linux);
 * empty elsewhere. A thread can use one core at most, so the busiest bounds the process.
 */
export async function threadCpuSeconds(pid: number | undefined): Promise<Map<string, number>> {
  const seconds = new Map<string, number>();
  for (const thread of await readdir(`/proc/${pid}/task`).catch(() => [])) {
    const stat = await readFile(`/proc/${pid}/task/${thread}/stat`, 'utf8').catch(() => '');
    if (stat) seconds.set(thread, statCpuSeconds(stat));
  }
  return seconds;
}

/**
 * CPU seconds used so far by the local processes of a command name (`postgres`: the server and
 * every backend, those that have exited not counted), from /proc; 0 when none run here.
 */
export async function commandCpuSeconds(command: string): Promise<number> {
  let seconds = 0;
  for (const entry of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(entry)) continue;
    const name = (await readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '')).trim();
    if (name === command) seconds += (await cpuSeconds(Number(entry))) || 0;
  }
  return seconds;
}

/** The machine's busy CPU seconds so far, over every core, from /proc/stat; NaN elsewhere. */
export async function machineBusySeconds(): Promise<number> {
  const stat = await readFile('/proc/stat', 'utf8').catch(() => '');
  const [, ...ticks] = (stat.split('\n')[0] ?? '').trim().split(/\s+/).map(Number);
  // user nice system idle iowait irq softirq steal: all but idle and iowait are work.
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = ticks;
  return stat ? (user + nice + system + irq + softirq + steal) / ticksPerSecond : Number.NaN;
}
