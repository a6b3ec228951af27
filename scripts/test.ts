// `npm test`: every check, in order, stopping at the first failure.
// fresh start (npm start from nothing generated) -> tokens -> lint -> typecheck -> Vitest (unit, dom, browser, storybook, server on PGlite)
// -> server tests again on a real PostgreSQL -> build -> Playwright journeys.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

interface Step {
  name: string;
  command: string[];
  when?: () => boolean;
}

const hasE2eSpecs = () => existsSync('e2e/tests') && readdirSync('e2e/tests').some((f) => f.endsWith('.spec.ts'));

const steps: Step[] = [
  // First, while nothing is generated on a fresh clone: the README's `npm start`, fetched like a new user would.
  { name: 'fresh start', command: ['node', 'scripts/fresh-start.ts'] },
  { name: 'tokens', command: ['npm', 'run', 'tokens'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'vitest', command: ['npx', 'vitest', 'run'] },
  { name: 'server on PostgreSQL', command: ['node', 'scripts/test-postgres.ts'], when: () => existsSync('scripts/test-postgres.ts') },
  { name: 'build', command: ['npm', 'run', 'build'], when: hasE2eSpecs },
  { name: 'e2e', command: ['npm', 'run', 'test:e2e'], when: hasE2eSpecs },
];

const only = process.argv.slice(2);
const started = Date.now();
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  if (step.when && !step.when()) {
    console.log(`\n== ${step.name}: skipped (nothing to run yet)`);
    continue;
  }
  console.log(`\n== ${step.name}: ${step.command.join(' ')}`);
  const t = Date.now();
  const result = spawnSync(step.command[0], step.command.slice(1), { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - t) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n== ${step.name} failed after ${seconds}s (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`== ${step.name} passed in ${seconds}s`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
