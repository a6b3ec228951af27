// The CPU time of a PostgreSQL cluster on this machine, for the API benches' CPU per request (server process plus
// database processes). Found from the database itself: the postmaster is the parent of any backend listed in
// pg_stat_activity. A sample adds the postmaster's own time, the time of the children it has reaped (cutime and
// cstime: a backend or autovacuum worker that exits during a measurement still counts) and the time of every live
// child, all from /proc/<pid>/stat. A cluster on another machine cannot be measured: that throws, so the bench
// fails loudly instead of printing a figure without the database's share.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { Client } from 'pg';

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

interface ProcessTimes {
  ppid: number;
  /** utime + stime, in clock ticks. */
  own: number;
  /** cutime + cstime: children reaped, in clock ticks. */
  reaped: number;
}

const readText = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

/** /proc/<pid>/stat's parent and times (undefined when the process is gone). */
export function processTimes(pid: number): ProcessTimes | undefined {
  const text = readText(`/proc/${pid}/stat`);
  if (!text) return undefined;
  // The command name (field 2) is in parentheses and may hold spaces: the fields after it start at the state.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const at = (field: number) => Number(fields[field - 3]);
  return { ppid: at(4), own: at(14) + at(15), reaped: at(16) + at(17) };
}

/** CPU milliseconds of the PostgreSQL cluster behind `url` so far (only differences between samples mean anything). */
export async function postgresCpu(url: string): Promise<() => number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  let pids: number[];
  try {
    pids = (await client.query<{ pid: number }>('select pid from pg_stat_activity where pid <> pg_backend_pid()')).rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
  const postmaster = pids.map((pid) => processTimes(pid)?.ppid).find((ppid) => ppid !== undefined);
  const command = postmaster ? readText(`/proc/${postmaster}/cmdline`) : '';
  if (!postmaster || !/postgres/.test(command))
    throw new Error(`bench: the CPU time of the PostgreSQL at ${new URL(url).host} cannot be read (not a cluster on this machine)`);
  const times = () => {
    const main = processTimes(postmaster);
    if (!main) throw new Error('bench: the PostgreSQL cluster stopped during the measurement');
    return main;
  };
  return () => {
    // A child reaped while the children are read would count in neither (pool connections closing when idle do
    // so): read again until the reaped time did not move during the reading.
    for (let attempt = 0; ; attempt++) {
      const main = times();
      let ticks = main.own + main.reaped;
      for (const entry of readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        const child = processTimes(Number(entry));
        if (child?.ppid === postmaster) ticks += child.own;
      }
      if (times().reaped === main.reaped || attempt >= 20) return (ticks * 1000) / ticksPerSecond;
    }
  };
}
