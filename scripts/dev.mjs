// `npm run dev`: the API in watch mode on API_PORT (3001) and Vite with hot reload on :3000,
// which proxies /api to it. Ctrl-C stops both (the API stops its embedded database cleanly).
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const run = (script, args, env) =>
  spawn(process.execPath, [script, ...args], { stdio: 'inherit', env: { ...process.env, ...env } });

const children = [
  run('node_modules/tsx/dist/cli.mjs', ['watch', '--clear-screen=false', 'server/src/main.ts'], {
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    PORT: apiPort,
    APP_URL: process.env.APP_URL ?? 'http://localhost:3000',
  }),
  run('node_modules/vite/bin/vite.js', [], { API_PORT: apiPort }),
];

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    if (!process.exitCode) process.exitCode = code ?? 0;
    stop('SIGTERM');
  });
}
