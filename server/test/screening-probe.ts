import { startScreeningEngine } from '../src/screening/engine';

/**
 * Bundled with the server's own esbuild options by screening-bundle.test.ts and run with plain
 * `node`, as dist/server/main.js runs: the engine must find and start the bundled worker.
 */
const engine = startScreeningEngine();
try {
  await engine.load(1, [{ listName: 'PROBE', entryId: 'AZHAR', kind: 'person', name: 'Masood Azhar', aliases: [], datesOfBirth: [], country: null }]);
  const { version, matches } = await engine.screen([{ names: ['मसूद अज़हर'] }, { names: ['Priya Sharma'] }]);
  process.stdout.write(JSON.stringify({ version, matches: matches.map((found) => found.map((match) => [match.entryId, match.score])) }));
} finally {
  await engine.close();
}
