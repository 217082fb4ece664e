import fs from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { serverBundleOptions, serverEntryPoints } from '../../scripts/server-bundle.mjs';
import { projectRoot } from './server-process';

/**
 * The tests that start the server or `manage` as a child process run them as they ship: bundled
 * by scripts/build-server.mjs's options, once per test run. Through tsx, every child transformed
 * and loaded the server's whole source graph again: 3.8 s to listen, against 2.3 s bundled
 * (docs/development.md § Test speed). The folder is two levels below the project root, as
 * dist/server is, so the server's paths (server/src/paths.ts) and its packages resolve the same;
 * one per run, so two runs in one checkout never start each other's half-written files.
 */
export async function buildServerBundle(): Promise<string> {
  await fs.mkdir(path.join(projectRoot, 'dist'), { recursive: true });
  const outdir = await fs.mkdtemp(path.join(projectRoot, 'dist', 'test-server-'));
  await build({ ...serverBundleOptions, entryPoints: serverEntryPoints, outdir, absWorkingDir: projectRoot });
  return outdir;
}
