// A throwaway PostgreSQL for the API benches, like scripts/test-postgres.ts: DATABASE_URL when set, else a cluster
// started from the installed PostgreSQL (Debian's /usr/lib/postgresql/N/bin, or initdb/pg_ctl on PATH) in a temporary
// folder, stopped and deleted afterwards. No PostgreSQL: an error (the PostgreSQL figures are budgets: a bench that
// cannot measure them fails, loudly).
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from '../scripts/free-port.ts';

function findBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const version = readdirSync(root)
      .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a))[0];
    if (version) return join(root, version, 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  const pgCtl = which.status === 0 ? which.stdout.trim() : '';
  return pgCtl && existsSync(join(dirname(pgCtl), 'initdb')) ? dirname(pgCtl) : undefined;
}

/** Runs `use` with a PostgreSQL URL (DATABASE_URL, else a throwaway cluster); throws without PostgreSQL. */
export async function withPostgres<T>(use: (url: string) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) return use(process.env.DATABASE_URL);
  const bin = findBin();
  if (!bin) throw new Error('bench: no PostgreSQL installed (apt-get install postgresql), the PostgreSQL figures cannot be measured');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'rove-bench-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (uid.status !== 0) throw new Error('bench: running as root without a postgres user to run PostgreSQL as');
    chownSync(dir, Number(uid.stdout.trim()), Number(gid.stdout.trim()));
  }
  const pg = (tool: string, args: string[]) => {
    const command = asRoot ? ['runuser', '-u', 'postgres', '--', join(bin, tool), ...args] : [join(bin, tool), ...args];
    return spawnSync(command[0], command.slice(1), { stdio: ['ignore', 'ignore', 'inherit'] }).status === 0;
  };
  let started = false;
  try {
    if (!pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']))
      throw new Error('bench: initdb failed');
    let port = 0;
    for (let attempt = 0; attempt < 5 && !started; attempt++) {
      port = await freePort();
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200`;
      started = pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
    }
    if (!started) throw new Error(`bench: PostgreSQL did not start (see ${join(dir, 'server.log')})`);
    return await use(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    if (started) pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  }
}
