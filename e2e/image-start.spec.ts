import { spawn } from 'node:child_process';
import { builtinModules } from 'node:module';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { newUser } from './support/app';
import { ROOT } from './support/server';
import { serverPort } from './support/worker';

/**
 * The container image's start command (Dockerfile, docs/DEPLOY.md § Container image), run here
 * where Docker is not: a clean folder holding exactly what the image's second stage copies, owned
 * by root and only readable by the app's user, the server started from it as a non-root user
 * (nobody, when the test runs as root) with `node dist/server/main.js` on its embedded database,
 * until /readyz answers and the web app is served, and its bundled manage command makes the first
 * operator; then a stop that exits cleanly. The image's
 * node_modules are `npm ci` then `npm prune --omit=dev`: here the repository's are linked (offline),
 * and every package the built server imports is checked to be a production dependency.
 */

/** What the Dockerfile's second stage copies from the build (besides node_modules). */
const IMAGE_FILES = ['package.json', 'package-lock.json', 'dist', 'server/src/db/migrations', 'server/src/ifsc/data'];

test.describe.configure({ timeout: 180_000 });

test('every package the built server imports is a production dependency (npm prune --omit=dev keeps it)', async () => {
  const manifest = JSON.parse(await fs.readFile(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const builtins = new Set(builtinModules);
  const imported = new Set<string>();
  for (const file of ['dist/server/main.js', 'dist/server/screening-worker.js']) {
    const code = await fs.readFile(path.join(ROOT, file), 'utf8');
    // esbuild writes static imports at line starts (`import x from "pkg";`), dynamic ones as import("pkg").
    const specifiers = [...code.matchAll(/^import\s(?:[^;]*?\sfrom\s*)?"([^"]+)";/gm), ...code.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)];
    for (const match of specifiers) {
      const specifier = match[1]!;
      if (specifier.startsWith('.') || specifier.startsWith('node:') || builtins.has(specifier)) continue;
      imported.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);
    }
  }
  expect(imported.size).toBeGreaterThan(5);
  expect([...imported].filter((name) => !(name in manifest.dependencies))).toEqual([]);
});

test('the start command serves from a clean copy of the build output as a non-root user', async () => {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'maplerupee-image-'));
  const app = path.join(work, 'app');
  const data = path.join(work, 'data');
  const asRoot = process.getuid?.() === 0;
  try {
    for (const entry of IMAGE_FILES) await fs.cp(path.join(ROOT, entry), path.join(app, entry), { recursive: true });
    await fs.symlink(path.join(ROOT, 'node_modules'), path.join(app, 'node_modules'));
    await fs.mkdir(data);
    await fs.chmod(work, 0o755);
    if (asRoot) await fs.chown(data, 65534, 65534);

    const port = serverPort() + 5;
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: data, APP_URL: `http://localhost:${port}`, LOG_LEVEL: 'warn', HOME: data };
    const command = asRoot ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, 'dist/server/main.js'] : [process.execPath, 'dist/server/main.js'];
    const server = spawn(command[0]!, command.slice(1), { cwd: app, env, stdio: ['ignore', 'inherit', 'inherit'] });
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 120_000;
      let ready = false;
      while (!ready && Date.now() < deadline) {
        if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
        ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((response) => response.ok, () => false);
        if (!ready) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(ready).toBe(true);
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"');
      // Nothing was written into the app's folder: the app's user could not have, and needs not.
      expect((await fs.readdir(app)).sort()).toEqual(['dist', 'node_modules', 'package-lock.json', 'package.json', 'server']);
      expect((await fs.readdir(data)).length).toBeGreaterThan(0);

      // The first operator, with the bundled manage command (the image has no sources nor tsx).
      const operator = newUser('Meera');
      const signup = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
        body: JSON.stringify({ ...operator, country: 'Canada' }),
      });
      expect(signup.status).toBe(201);
      const manageCommand = [...command.slice(0, -1), 'dist/server/manage.js', 'grant-admin', operator.email];
      const granted = await new Promise<string>((resolve, reject) => {
        const child = spawn(manageCommand[0]!, manageCommand.slice(1), { cwd: app, env, stdio: ['ignore', 'pipe', 'inherit'] });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`manage exited with ${code}: ${output}`))));
      });
      expect(granted).toContain('is now an admin');
    } finally {
      server.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
});
