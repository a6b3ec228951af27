// The server tests again on a real PostgreSQL: start a throwaway cluster (Debian's postgresql package),
// run `vitest --project server` with DATABASE_URL, stop and delete the cluster. With DATABASE_URL already
// set, use that server instead. In CI (CI=true) a missing PostgreSQL fails; locally the suite runs on the embedded
// database instead, loudly (npm test runs the whole server suite only in this step).
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

const vitest = ['npx', 'vitest', 'run', '--project', 'server', ...process.argv.slice(2)];

function run(command: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env });
  return result.status ?? 1;
}

function findBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

if (process.env.DATABASE_URL) {
  console.log('test-postgres: using the PostgreSQL at DATABASE_URL');
  process.exit(run(vitest));
}

const bin = findBin();
if (!bin) {
  const message = 'test-postgres: PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb)';
  if (process.env.CI === 'true') {
    console.error(`${message}: failing, CI must prove the PostgreSQL path. Install Debian's postgresql package.`);
    process.exit(1);
  }
  // npm test runs the whole server suite only here: without PostgreSQL it runs on the embedded database instead.
  console.warn(
    `\n!!! ${message}: running the server tests on the embedded database (PGlite) instead. Install it (apt-get install postgresql) to run them on PostgreSQL. !!!\n`,
  );
  process.exit(run(vitest));
}

// initdb refuses to run as root: as root, run the cluster as the postgres user in a folder it owns.
const asRoot = process.getuid?.() === 0;
const dir = mkdtempSync(join(tmpdir(), 'rove-pg-'));
const data = join(dir, 'data');
if (asRoot) {
  const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (ids.status !== 0) {
    console.error('test-postgres: running as root but there is no postgres user to run the cluster as.');
    process.exit(1);
  }
  chownSync(dir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
}
const pg = (tool: string, args: string[]) =>
  run(asRoot ? ['runuser', '-u', 'postgres', '--', join(bin, tool), ...args] : [join(bin, tool), ...args]);

let started = false;
let status = 1;
try {
  if (pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']) !== 0)
    throw new Error('initdb failed');
  let port = 0;
  // The port is free when picked but shared with other processes: retry a few times if it is taken by then.
  for (let attempt = 0; attempt < 5 && !started; attempt++) {
    port = await freePort();
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    started = pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']) === 0;
  }
  if (!started) throw new Error(`PostgreSQL did not start (see ${join(dir, 'server.log')})`);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`test-postgres: PostgreSQL (${bin}) on 127.0.0.1:${port}`);
  status = run(vitest, { ...process.env, DATABASE_URL: url });
} catch (error) {
  console.error(`test-postgres: ${(error as Error).message}`);
  status = 1;
} finally {
  if (started) pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  if (status === 0 || !started) rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
