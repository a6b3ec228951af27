// Runs a command beside CPU-bound processes, the way a busy machine runs it (issue 40):
//   node scripts/busy.ts -- npm test              two processes that each keep a core busy, beside `npm test`
//   node scripts/busy.ts --processes 4 -- npm run test:dom
// The busy processes start before the command and are stopped when it ends (or when this script is interrupted);
// it prints the command's time and the load average (at the start, the highest seen each 10 s, at the end), and exits
// with the command's status.
import { type ChildProcess, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';

/** A process that keeps one core busy until it is stopped. */
const spinner = 'let x = 0; for (;;) { x = (x * 1103515245 + 12345) % 2147483648; }';

const separator = process.argv.indexOf('--');
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
const { values } = parseArgs({
  args: process.argv.slice(2, separator === -1 ? undefined : separator),
  options: { processes: { type: 'string', default: '2' } },
});
const count = Number(values.processes);
if (command.length === 0 || !Number.isInteger(count) || count < 0) {
  console.error('Usage: node scripts/busy.ts [--processes 2] -- <command> [args...]');
  process.exit(2);
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const busy: ChildProcess[] = Array.from({ length: count }, () => spawn(process.execPath, ['-e', spinner], { stdio: 'ignore' }));
const stopBusy = () => {
  for (const child of busy) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
};
process.on('exit', stopBusy);

console.log(`busy: ${count} CPU-bound processes (pids ${busy.map((c) => c.pid).join(', ')}); load average ${load()}`);
const started = Date.now();
let highest = loadavg()[0];
const sampler = setInterval(() => {
  highest = Math.max(highest, loadavg()[0]);
}, 10_000);

const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
// Ctrl-C reaches the command (same process group) and this script: the command ends, then the busy processes stop.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
const status: number = await new Promise((resolve) => {
  child.on('error', (error) => {
    console.error(`busy: ${command[0]} did not start: ${error.message}`);
    resolve(127);
  });
  child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});
clearInterval(sampler);
const minutes = (Date.now() - started) / 60_000;
console.log(
  `busy: ${command.join(' ')} ended (exit ${status}) after ${minutes.toFixed(1)} min beside ${count} CPU-bound processes; ` +
    `load average at the end ${load()}, highest 1-minute figure seen ${highest.toFixed(2)}`,
);
stopBusy();
process.exit(status);
