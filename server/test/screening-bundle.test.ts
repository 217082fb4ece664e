import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, expect, it } from 'vitest';
import { screeningWorkerEntry, serverBundleOptions } from '../../scripts/server-bundle.mjs';
import { projectRoot } from './server-process';

/**
 * The screening worker runs in the built server too: bundled with the options of
 * scripts/build-server.mjs (the worker as its own entry point beside the one that imports the
 * engine), a probe run by plain `node` loads a list and screens through the bundled worker, as
 * `npm run build && node dist/server/main.js` will.
 */

let outdir: string | undefined;
afterAll(async () => {
  if (outdir) await rm(outdir, { recursive: true, force: true });
});

it('runs the bundled worker beside the bundled entry point', async () => {
  // Inside the project (in dist/, which git ignores), so the bundle's external packages resolve from its node_modules.
  await mkdir(path.join(projectRoot, 'dist'), { recursive: true });
  outdir = await mkdtemp(path.join(projectRoot, 'dist', 'screening-bundle-test-'));
  await build({ ...serverBundleOptions, entryPoints: { probe: 'server/test/screening-probe.ts', ...screeningWorkerEntry }, outdir, absWorkingDir: projectRoot });
  expect((await readdir(outdir)).sort()).toEqual(['probe.js', 'probe.js.map', 'screening-worker.js', 'screening-worker.js.map']);
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(outdir, 'probe.js')], { cwd: outdir, timeout: 30_000 });
  expect(JSON.parse(stdout)).toEqual({ version: 1, matches: [[['AZHAR', 0.98]], []] });
});
