// The README's first command, tried as a new user would: `npm start` from a state with no generated files
// (no tokens/dist, no app/dist, a data folder whose parents do not exist yet), on a free port. Then the home
// page, the French search page, the app's entry script and a search API call must answer 200 with real content.
// Both failures of a fresh clone (issue 14: tokens not built before the app, PGlite's folder without parents)
// stop this step. Run first in `npm test`, so that on CI's fresh clone nothing has been generated yet.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { freePort } from './free-port.ts';

const root = resolve(import.meta.dirname, '..');
const startTimeoutMs = 6 * 60_000;

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function get(url: string): Promise<{ status: number; type: string; body: string }> {
  const response = await fetch(url, { headers: { 'Accept-Language': 'en' } });
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
}

/** Waits for the line `Rove is running at URL`; rejects when the process exits first or time runs out. */
function waitForUrl(child: ChildProcess, output: string[]): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start printed no URL within ${startTimeoutMs / 1000}s`)), startTimeoutMs);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      const match = /Rove is running at (http:\/\/\S+)/.exec(output.join(''));
      if (match) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code ?? signal}) before serving`));
    });
  });
}

/** Whether a process of the group led by `pid` is still running. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function main() {
  for (const generated of ['tokens/dist', 'app/dist']) rmSync(join(root, generated), { recursive: true, force: true });
  const scratch = mkdtempSync(join(tmpdir(), 'rove-fresh-start-'));
  const dataDir = join(scratch, 'not', 'yet', 'there');
  const port = await freePort();
  const started = Date.now();
  // NODE_ENV and DATABASE_URL as a new user has them: unset (the embedded database).
  const { DATABASE_URL: _url, NODE_ENV: _env, ...env } = process.env;
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  let succeeded = false;
  try {
    const url = await waitForUrl(child, output);
    check(url === `http://127.0.0.1:${port}`, `printed ${url}, expected port ${port}`);
    console.log(`fresh start: serving at ${url} after ${((Date.now() - started) / 1000).toFixed(0)}s`);

    const home = await get(`${url}/`);
    check(home.status === 200 && home.type.includes('text/html'), `/ answered ${home.status} ${home.type}`);
    // The entry module, named by the start script that loads it after the first paint (scripts/first-paint-html.ts).
    const entry =
      /<script [^>]*data-entry="([^"]+)"/.exec(home.body)?.[1] ?? /<script type="module"[^>]*src="([^"]+)"/.exec(home.body)?.[1];
    check(entry, '/ has no module script: the app was not built');
    check(/<link rel="stylesheet"[^>]*href="[^"]+\.css"/.test(home.body), '/ links no stylesheet');
    // The entry is a small module importing the base chunks the start script names beside it (data-preload).
    const preload = /<script [^>]*data-preload="([^"]*)"/.exec(home.body)?.[1]?.split(' ').filter(Boolean) ?? [];
    let scriptBytes = 0;
    for (const file of [entry, ...preload]) {
      const script = await get(`${url}${file}`);
      check(script.status === 200 && script.type.includes('javascript'), `${file} answered ${script.status} ${script.type}`);
      scriptBytes += script.body.length;
    }
    check(scriptBytes > 10_000, `${entry} and its imports hold ${scriptBytes} bytes: the app was not built`);

    const french = await get(`${url}/fr/recherche-vr`);
    check(french.status === 200 && french.body.includes(entry), `/fr/recherche-vr answered ${french.status} without the app`);

    const search = await get(`${url}/api/rvs/search?SearchAddress=Denver%2C%20CO&SearchLat=39.7392&SearchLng=-104.9903`);
    check(search.status === 200, `search answered ${search.status}: ${search.body.slice(0, 200)}`);
    const results = (JSON.parse(search.body) as { Results?: { Name?: string }[] }).Results ?? [];
    check(results.length > 0 && results.every((r) => typeof r.Name === 'string' && r.Name.length > 0), 'search found no seeded RV');
    console.log(`fresh start: /, ${entry}, /fr/recherche-vr and a search (${results.length} RVs) answered 200`);
    succeeded = true;
  } catch (error) {
    console.error(output.join('').split('\n').slice(-40).join('\n'));
    throw error;
  } finally {
    // npm, the shell and the server are one process group: stopped when none of them is left (the server has then
    // closed its database), or killed after 10 s.
    let closed = !child.pid || !groupAlive(child.pid);
    if (!closed && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      for (const until = Date.now() + 10_000; !closed && Date.now() < until; closed = !groupAlive(child.pid)) {
        await new Promise((r) => setTimeout(r, 100));
      }
      if (!closed) process.kill(-child.pid, 'SIGKILL');
    }
    // The folder it seeded, closed cleanly, for the journeys' server in the same npm test (scripts/test.ts), which
    // would seed one again before the first journey: 5 s alone, 22 s of CPU beside the background lane.
    const keep = process.env.ROVE_FRESH_START_KEEP_DATA;
    if (keep && closed && succeeded && existsSync(dataDir)) {
      rmSync(keep, { recursive: true, force: true });
      mkdirSync(dirname(keep), { recursive: true });
      renameSync(dataDir, keep);
    }
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`fresh start failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
