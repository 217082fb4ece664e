// `npm run dev`: the API in watch mode on API_PORT (3001) and Vite with hot reload on :3000,
// which proxies /api to it. Ctrl-C stops both (the API stops its embedded database cleanly).
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, APP_URL: process.env.APP_URL ?? 'http://localhost:3000' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

let exiting = false;
const stop = (signal) => {
  if (exiting) return;
  exiting = true;
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode ||= code ?? 0;
  });
}
