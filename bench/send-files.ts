/**
 * `npm run build && npx tsx bench/send-files.ts`: the send screen's JS as the bench measures it
 * (measureBundles: every script loaded within 1.5 s after load, gzipped), for one new customer on a
 * fresh database — the before and after of a change to the send screen, without seeding a million
 * transfers. Prints each file with its gzipped size.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { startBenchDatabase } from './database';
import { measureBundles } from './frontend';
import { root, startBenchServer } from './server-process';

const database = await startBenchDatabase();
const server = await startBenchServer(database.url);
try {
  const answer = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: 'bench-send@example.com', firstName: 'Bench', lastName: 'Sender', password: 'bench-password', country: 'Canada' }),
  });
  const cookie = answer.headers.get('set-cookie')?.split(';')[0];
  if (!answer.ok || !cookie) throw new Error(`sign-up failed: ${answer.status}`);
  const reports = await measureBundles(server.url, cookie);
  for (const report of reports.filter((entry) => entry.screen === 'send')) {
    for (const file of report.files.filter((name) => name.endsWith('.js')).sort()) {
      const size = zlib.gzipSync(await fs.readFile(path.join(root, 'dist', 'web', file)), { level: 9 }).length;
      console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
    }
    console.log(`${report.jsGzipKb.toFixed(1).padStart(7)} KB  send screen JS in all (CSS ${report.cssGzipKb} KB)`);
  }
} finally {
  await server.stop();
  await database.stop();
}
