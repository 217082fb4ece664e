// Bundles the server (server/src + domain) into dist/server/main.js; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'server/src/main.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
