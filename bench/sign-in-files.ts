/**
 * `npm run build && npx tsx bench/sign-in-files.ts`: every script the sign-in screen loads (within
 * the bench's 1.5 s after load), with its gzipped size — what to look at when the sign-in screen's
 * 120 KB budget is near. `BENCH_LOCALE=fr-CA` (or hi-IN) opens it in a browser set to that language. `npx tsx bench/chunk-sources.ts dist/web/assets/<chunk>.js` then says
 * which sources fill a chunk.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { startBenchDatabase } from './database';
import { startBenchServer } from './server-process';

const database = await startBenchDatabase();
const server = await startBenchServer(database.url);
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: process.env.BENCH_LOCALE ?? 'en-CA' });
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(server.url);
  await page.locator('[role="tab"]').first().waitFor();
  await page.waitForLoadState('load');
  await page.waitForTimeout(1_500);
  let total = 0;
  for (const script of scripts) {
    const size = zlib.gzipSync(await fs.readFile(path.join('dist', 'web', script)), { level: 9 }).length;
    total += size;
    console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${script}`);
  }
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  in all`);
  await browser.close();
} finally {
  await server.stop();
  await database.stop();
}
