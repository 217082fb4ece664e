// How the server is bundled (scripts/build-server.mjs), shared with the tests that run it bundled
// (server/test/global-setup.ts, server/test/screening-bundle.test.ts): npm packages stay external.

/** @type {import('esbuild').BuildOptions} */
export const serverBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};

/**
 * The screening worker's entry (decision 032): engine.ts starts it from `screening-worker.js`
 * beside the bundled entry point that imports the engine.
 */
export const screeningWorkerEntry = { 'screening-worker': 'server/src/screening/worker.ts' };

/**
 * What `npm run build` bundles into dist/server, and the tests into their own folder (server/test/
 * global-setup.ts): the server, the operators' command line and the screening worker.
 */
export const serverEntryPoints = { main: 'server/src/main.ts', manage: 'server/src/cli/manage.ts', ...screeningWorkerEntry };
