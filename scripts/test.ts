// `npm test`: every check, stopping at the first failure (once the background lane has ended too).
// fresh start (npm start from nothing generated) -> tokens -> lint -> Vitest (unit, dom, browser, visual, storybook,
// and the server files about the embedded database on PGlite; both cores) -> the Playwright journeys (on the fresh
// start's build), with a lane beside them: the heavy unit tests, type check, the ui package (packed from a clean
// tree, installed and rendered in a scratch app) and its API report, the whole server suite on a real PostgreSQL,
// then the static Storybook (built, then each file's docs page or first story rendered in Chromium).
// A step with a budget is stopped and fails past it. TEST_TIME_SCALE=2 doubles every budget on a slow machine: the
// steps' here and the runners' (scripts/time-budgets.ts: Vitest's tests and waits, the journeys, the Storybook check).
// Why a lane: on the two cores of these machines, work that leaves a core idle ends sooner beside other work than
// before or after it. The journeys wait on a browser and on their server much of the time: after their lane ended
// they ran 160 s more with a third of the cores idle, and type check and the ui package ran alone before Vitest with a
// fifth to a half of them idle. A lane's output is printed as each of its steps ends; if one fails, the step in front
// finishes, the lane stops, then npm test fails.
// When the lane ends before the journeys (on an idle machine, 700-900 s into their 1,200), its last step is a second
// journey runner with a server of its own: the two share the spec files (e2e/tests/claims.ts), each file run by the
// runner that reaches it first, so the idle core takes half of what is left. Then every spec file must have run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { claims } from '../e2e/tests/claims.ts';
import { failureRecap } from './failure-recap.ts';
import { scaled, timeScale } from './time-budgets.ts';

interface Step {
  name: string;
  command: string[];
  when?: () => boolean;
  /** Said when `when` answers false (for a step of the lane, asked as the step is reached). */
  skipped?: string;
  /** Environment variables of its own. */
  env?: Record<string, string>;
  /** Runs in the background lane, after its steps before it, while the steps after it run; npm test waits for it. */
  beside?: boolean;
  /** Seconds it may take (times TEST_TIME_SCALE); past them it is stopped and fails. */
  budget?: number;
}

const specFiles = () => (existsSync('e2e/tests') ? readdirSync('e2e/tests').filter((f) => f.endsWith('.spec.ts')) : []);
const hasE2eSpecs = () => specFiles().length > 0;
/** Set when the first journey runner has ended: the second then has nothing left to take. */
let journeysEnded = false;
/** The journey runners' claims on spec files (e2e/tests/claims.ts), made in the run's folder below; theirs alone. */
const runFolder = mkdtempSync(join(tmpdir(), 'rove-test-'));
const claimsFolder = join(runFolder, 'journey-claims');
// Every Node process of the run (Vitest's workers, the servers the tests and the journeys start, their render and map
// threads, the builds) compiles its modules once for all: Node's module compile cache (V8's code, and TypeScript's
// stripped text) kept in the run's folder and shared through the environment. The machine's two cores are busy for
// the whole run, so what one process compiled is CPU the others keep: on an idle machine, loading the server and the
// app's server bundle took 1.6-1.8 s of CPU, 1.2 s from the cache; Vitest's step 245-267 s, 224 s with it. Three
// fresh clones' whole runs with it (and the heavy tests in the lane) took 877, 951 and 883 s, against 950 and 960
// before: the machine's own speed moves as much between runs. NODE_COMPILE_CACHE, if set, says where.
process.env.NODE_COMPILE_CACHE ??= join(runFolder, 'node-compile-cache');

const steps: Step[] = [
  // First, while nothing is generated on a fresh clone: the README's `npm start`, fetched like a new user would.
  { name: 'fresh start', command: ['node', 'scripts/fresh-start.ts'] },
  { name: 'tokens', command: ['npm', 'run', 'tokens'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  // Every Vitest project but the heavy one and the whole server suite (on PostgreSQL, below; here only the files about
  // the embedded database, the server-embedded project); each test, hook and wait has its project's budget
  // (scripts/time-budgets.ts).
  { name: 'vitest', command: ['npx', 'vitest', 'run', '--project', '!heavy', '--project', '!server'] },
  // The lane beside the journeys: these run one after another (the journeys wait on a browser and on their server much
  // of the time). If one fails, the journeys finish, the lane stops there, and npm test fails.
  // First the unit tests that take seconds on a quiet machine and minutes on a loaded one (*.heavy.test.ts: the
  // tailwind-merge config over every class of the sources, precompression on worker threads), with a budget of their
  // own: 7.6 s in front of the journeys, where nothing ran beside them.
  { name: 'vitest heavy', command: ['npx', 'vitest', 'run', '--project', 'heavy'], budget: 300, beside: true },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'], budget: 300, beside: true },
  // About 30 s: the pack builds the package (its prepack), which the API report then reads. It took 230 s in a fresh
  // clone beside two CPU-bound processes with a load average of 20 (issue 40): the budgets below leave room for that.
  { name: 'ui package', command: ['node', 'scripts/ui-package-check.ts'], budget: 480, beside: true },
  { name: 'api report', command: ['node', 'scripts/api-report.ts', '--check'], budget: 60, beside: true },
  {
    name: 'server on PostgreSQL',
    // One worker: the journeys beside it keep a core.
    command: ['node', 'scripts/test-postgres.ts', '--maxWorkers=1'],
    when: () => existsSync('scripts/test-postgres.ts'),
    beside: true,
  },
  // What Chromatic uploads, once its stories pass as tests (above): 30-80 s to build. Then each file's docs page (its
  // stories rendered) or its first story: 46 s on an idle machine; every entry (`npm run check-storybook`) took 200 s
  // beside the journeys, rendering each story a third time after the Storybook and visual projects.
  { name: 'storybook build', command: ['npm', 'run', 'build-storybook'], budget: 600, beside: true },
  {
    name: 'storybook in Chromium',
    command: ['node', 'scripts/storybook-check.ts', '--one-per-file'],
    budget: 840,
    beside: true,
  },
  // Last in the lane: the second journey runner, if the first is still going (e2e/tests/claims.ts). The slowed-CPU
  // journeys stay with the first.
  {
    name: 'e2e, second runner',
    command: ['npx', 'playwright', 'test', '--config', 'e2e/playwright.config.ts', '--project=chromium'],
    env: { ROVE_E2E_RUNNER: 'second', ROVE_E2E_CLAIMS: claimsFolder },
    when: () => hasE2eSpecs() && !journeysEnded,
    skipped: 'the journeys have ended',
    beside: true,
  },
  // No build step: the fresh start above ran `npm start`, which built the app (app/dist) from these sources, and the
  // journeys' server serves that build.
  {
    name: 'e2e',
    command: ['npm', 'run', 'test:e2e'],
    env: { ROVE_E2E_RUNNER: 'first', ROVE_E2E_CLAIMS: claimsFolder },
    when: hasE2eSpecs,
  },
];

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/** A step's end: its exit code, or the signal or spawn error that stopped it. */
function ended(child: ReturnType<typeof spawn>): Promise<{ ok: boolean; how: string }> {
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ ok: false, how: error.message }));
    child.on('close', (status, signal) => resolve({ ok: status === 0, how: String(status ?? signal) }));
  });
}

let failed = 0;
/** The background lane: a chain of steps, each started when the one before it passed. Resolves, never rejects. */
let lane: Promise<boolean> = Promise.resolve(true);

/**
 * Runs a step within its budget (scaled; past it the step is stopped): its output printed as it comes, or kept and
 * handed back when `keep` (a step of the background lane).
 */
async function runWithin(step: Step, keep: boolean): Promise<{ ok: boolean; how: string; over: boolean; output: string }> {
  // Not spawnSync: a step in the background keeps writing its output meanwhile, which this process must read.
  // A step in front is piped too, its output passed on as it comes and kept for the recap of a failure.
  const child = spawn(step.command[0], step.command.slice(1), {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...step.env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
    if (!keep) process.stdout.write(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
    if (!keep) process.stderr.write(chunk);
  });
  const budget = step.budget ? scaled(step.budget) : undefined;
  let over = false;
  const timer =
    budget &&
    setTimeout(() => {
      over = true;
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }, budget * 1000);
  const { ok, how } = await ended(child);
  if (timer) clearTimeout(timer);
  return { ok: ok && !over, how, over, output };
}

/** The line that says why a step failed. */
const failure = (step: Step, t: number, { over, how }: { over: boolean; how: string }) =>
  over
    ? `\n== ${step.name} stopped: over its budget of ${step.budget && scaled(step.budget)}s (TEST_TIME_SCALE scales it)`
    : `\n== ${step.name} failed after ${seconds(t)}s (exit ${how})`;

/** What failed, said again after everything else: CI may show only the end of the run's output. */
const recaps: string[] = [];

/** Says why a step failed, now and again in the recap at the end. */
function reportFailure(step: Step, t: number, result: { over: boolean; how: string; output: string }): void {
  const line = failure(step, t, result);
  console.error(line);
  recaps.push(line.trim(), failureRecap(result.output));
}

/** Runs a step of the background lane, its output printed when it ends; true when it passed. */
async function runBeside(step: Step): Promise<boolean> {
  if (step.when && !step.when()) {
    console.log(`\n== ${step.name}: skipped (${step.skipped ?? 'nothing to run yet'})`);
    return true;
  }
  const t = Date.now();
  const result = await runWithin(step, true);
  process.stdout.write(`\n== ${step.name} (beside the journeys)\n${result.output}`);
  if (result.ok) {
    console.log(`== ${step.name} passed in ${seconds(t)}s`);
    return true;
  }
  // The step in front finishes first (stopping it midway would leave its servers behind); npm test fails then.
  reportFailure(step, t, result);
  failed++;
  return false;
}

/** Adds a step to the background lane: it starts once the lane's steps before it have passed and none has failed. */
function startBeside(step: Step): void {
  console.log(`\n== ${step.name}: ${step.command.join(' ')} (in the background lane)`);
  lane = lane.then((passed) => (passed && !failed ? runBeside(step) : false));
}

/** Exits once the background lane has ended (a PostgreSQL cluster stopped, its output printed), failures recapped. */
async function finish(code: number): Promise<never> {
  await lane;
  if (recaps.length) console.error(`\n== why npm test failed\n${recaps.join('\n')}`);
  process.exit(code || (failed ? 1 : 0));
}

// The data folder the fresh start seeds, kept for the journeys' server (scripts/fresh-start.ts, e2e/playwright.config.ts),
// removed when npm test ends.
const seeded = join(runFolder, 'pglite');
process.env.ROVE_FRESH_START_KEEP_DATA = seeded;
process.env.ROVE_E2E_SEEDED_DATA = seeded;
process.on('exit', () => rmSync(runFolder, { recursive: true, force: true }));
mkdirSync(claimsFolder);

/** After the journeys: which runner ran each spec file; a file no runner claimed fails npm test. */
function journeysShared(): boolean {
  const byFile = claims(claimsFolder, specFiles());
  const runners = new Map<string, string[]>();
  for (const [file, runner] of byFile) runners.set(runner ?? 'none', [...(runners.get(runner ?? 'none') ?? []), file]);
  for (const [runner, files] of runners)
    console.log(`${runner === 'none' ? 'NOT RUN' : `${runner} runner`}: ${files.length} spec files (${files.join(', ')})`);
  return !runners.has('none');
}

const only = process.argv.slice(2);
const started = Date.now();
console.log(`Time budgets × ${timeScale} (TEST_TIME_SCALE: scripts/time-budgets.ts)`);
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  if (failed) break;
  if (step.when && !step.when()) {
    console.log(`\n== ${step.name}: skipped (nothing to run yet)`);
    continue;
  }
  if (step.beside) {
    startBeside(step);
    continue;
  }
  console.log(`\n== ${step.name}: ${step.command.join(' ')}`);
  const t = Date.now();
  const result = await runWithin(step, false);
  if (step.name === 'e2e') journeysEnded = true;
  if (!result.ok) {
    reportFailure(step, t, result);
    await finish(result.over ? 1 : Number(result.how) || 1);
  }
  console.log(`== ${step.name} passed in ${seconds(t)}s`);
}
await lane;
if (failed) await finish(1);
if (journeysEnded) {
  console.log('\n== journeys: every spec file run by one runner or the other');
  if (!journeysShared()) {
    console.error('== journeys failed: a spec file ran in neither runner');
    await finish(1);
  }
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
