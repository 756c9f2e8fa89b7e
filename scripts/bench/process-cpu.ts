import { readdirSync, readFileSync } from 'node:fs';

// What the benchmarks' CPU splits read from /proc (Linux): a process's or a thread's CPU time, the
// PostgreSQL backends', the machine's, and how often a thread waited for a core. Times in ms.

/** A process's (or, with `pid/task/tid`, a thread's) CPU time: utime + stime, in ticks of 10 ms. */
export const cpuOf = (pid: number | string) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // a process that ended meanwhile
  }
};

/** A process's CPU time: its main thread (`main`), and the others (V8's, libuv's, the mail worker's) by name. */
export const threadsOf = (pid: number) => {
  const byName = new Map<string, number>();
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      const [name, rest] = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8').split(/ \((.*)\) /).slice(1);
      const fields = rest!.split(' ');
      // Worker threads are all named "node": the mail worker is told by its nice value (10).
      const key = task === String(pid) ? 'main' : fields[16] === '0' ? name! : `${name} (nice ${fields[16]})`;
      byName.set(key, (byName.get(key) ?? 0) + (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // a thread that ended meanwhile
    }
  }
  return byName;
};

const isPostgres = (pid: string) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return false;
  }
};

/** Every PostgreSQL process's CPU time, by pid: `postgresSince` takes the difference. */
export const postgresCpu = () => new Map(readdirSync('/proc').filter((d) => /^\d+$/.test(d) && isPostgres(d)).map((pid) => [pid, cpuOf(pid)]));

/** PostgreSQL's CPU since `before`: a backend started meanwhile counts whole, one that ended is lost (never negative). */
export const postgresSince = (before: Map<string, number>) => [...postgresCpu()].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

/** The machine's busy and idle time, all cores (steal counted as busy: a core the host took). */
export const machine = () => {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return { busy: (f[0]! + f[1]! + f[2]! + f[5]! + f[6]! + f[7]!) * 10, idle: (f[3]! + f[4]!) * 10 };
};

/**
 * A thread's time on a core and waiting for one while runnable (schedstat, in ns, as ms), and its
 * switches off the core: voluntary (it waited for I/O) and not (another task took the core).
 */
export const schedOf = (pid: number, tid = pid) => {
  const [ran, waited] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').trim().split(' ').map(Number);
  const status = readFileSync(`/proc/${pid}/task/${tid}/status`, 'utf8');
  const count = (name: string) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
  return { ran: ran! / 1e6, waited: waited! / 1e6, voluntary: count('voluntary_ctxt_switches'), preempted: count('nonvoluntary_ctxt_switches') };
};
