// A real server process (`node server/src/main.ts`, production mode, a free port) for the reliability tests.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { testBudget } from '../helpers.ts';

const root = new URL('../../../', import.meta.url).pathname;

/**
 * Starts the server with these environment variables over the test's own: the process at once, and its URL once it
 * says it is running (refused if it exits first or does not start within 90 s, with what it printed).
 */
export function startServerProcess(env: Record<string, string>): { process: ChildProcess; url: Promise<string> } {
  const proc = spawn(join(root, 'node_modules/.bin/node'), ['server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'error', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), testBudget(1.5));
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const match = out.match(/running at (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    proc.stderr!.on('data', (chunk: Buffer) => (out += chunk));
    proc.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  return { process: proc, url };
}
