// How the server is bundled (scripts/build-server.mjs), shared with the test that runs a bundled
// screening worker (server/test/screening-bundle.test.ts): npm packages stay external.

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
