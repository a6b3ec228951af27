// `npm run dev`: development with hot reload. Builds the tokens, starts the API server (PORT, default 3000) on the
// embedded database, then Vite's dev server (VITE_PORT, default 5173) proxying /api, /oidc and the geocoding paths
// to it. A taken port fails at once (both servers use strict ports). Ctrl+C stops both.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const apiPort = process.env.PORT ?? '3000';
const host = process.env.HOST ?? '127.0.0.1';

const tokens = spawnSync('npm', ['run', 'tokens'], { cwd: root, stdio: 'inherit' });
if (tokens.status !== 0) process.exit(tokens.status ?? 1);

const children: ChildProcess[] = [];
const stopAll = (code: number) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};

const api = spawn(process.execPath, ['server/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, PORT: apiPort, HOST: host, ROVE_DEV: '1' },
});
children.push(api);
api.on('exit', (code) => stopAll(code ?? 1));

let viteStarted = false;
api.stdout?.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  const match = /Rove is running at (http:\/\/\S+)/.exec(chunk.toString());
  if (!match || viteStarted) return;
  viteStarted = true;
  const vite = spawn('npx', ['vite', '--config', 'vite.config.ts', '--host', host], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ROVE_API_URL: match[1] },
  });
  children.push(vite);
  vite.on('exit', (code) => stopAll(code ?? 1));
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));
