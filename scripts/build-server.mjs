// Bundles the server (server/src + domain) into dist/server/main.js, with the screening worker
// beside it (dist/server/screening-worker.js); npm packages stay external.
import { build } from 'esbuild';
import { screeningWorkerEntry, serverBundleOptions } from './server-bundle.mjs';

await build({
  ...serverBundleOptions,
  entryPoints: { main: 'server/src/main.ts', ...screeningWorkerEntry },
  outdir: 'dist/server',
});
