/**
 * CPU time spent by the app's thread and by the PostgreSQL server, read from Linux's /proc: what a
 * request costs, which other work on a shared machine does not change the way it changes
 * requests/s. Elsewhere than Linux the readings are absent and the table leaves the columns empty.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export type CpuReading = { appMs: number; databaseMs: number };

/**
 * utime + stime of /proc/<pid>[/task/<tid>]/stat in ms, with `children` also the time of the
 * children it has reaped (a backend that ended); undefined when unreadable.
 */
export function cpuMsOf(statPath: string, children = false): number | undefined {
  try {
    const stat = readFileSync(statPath, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const [utime = 0, stime = 0, cutime = 0, cstime = 0] = fields.slice(11, 15);
    return ((utime + stime + (children ? cutime + cstime : 0)) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

function parentOf(pid: string): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
  } catch {
    return undefined;
  }
}

/**
 * A meter of this process's main thread (the app's event loop; the load generator runs on a worker
 * thread) and of the PostgreSQL server whose data folder is `databaseDir` (its postmaster and every
 * backend). The backends of the pool live as long as the pool, so a difference of two readings is
 * the work done between them.
 */
export function cpuMeter(databaseDir: string): { read: () => CpuReading | undefined } {
  const read = (): CpuReading | undefined => {
    const appMs = cpuMsOf(`/proc/${process.pid}/task/${process.pid}/stat`);
    let postmaster: string | undefined;
    try {
      postmaster = readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]?.trim();
    } catch {
      return undefined;
    }
    if (appMs === undefined || !postmaster) return undefined;
    let databaseMs = cpuMsOf(`/proc/${postmaster}/stat`, true) ?? 0;
    for (const pid of readdirSync('/proc')) {
      if (/^\d+$/.test(pid) && parentOf(pid) === postmaster) databaseMs += cpuMsOf(`/proc/${pid}/stat`) ?? 0;
    }
    return { appMs, databaseMs };
  };
  return { read };
}
