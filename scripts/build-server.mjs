// Bundles the server (server/src + domain) into dist/server/main.js, with the screening worker
// beside it (dist/server/screening-worker.js) and the manage command (dist/server/manage.js); npm
// packages stay external.
import { build } from 'esbuild';
import { serverBundleOptions, serverEntryPoints } from './server-bundle.mjs';

await build({
  ...serverBundleOptions,
  // manage.js: the operators' command line (npm run manage) where there are no sources, in the container image.
  entryPoints: serverEntryPoints,
  outdir: 'dist/server',
});
