import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { serverUrl } from './e2e/support/worker';

/**
 * End-to-end journeys in Debian's Chromium (no browser download) against the built app, served by
 * the real server on a fresh embedded database — one server and database per worker (see
 * e2e/global-setup.ts and e2e/support/worker.ts). A spec file runs whole in one worker, in order.
 */

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  // A worker per core, at least two, each on a server and database of its own. The journeys are
  // bound by the cores: on a fresh clone of this 2-core machine the 106 journeys took 17.5 min with
  // two workers and 25.3 with one, and a third gained nothing (journeys timed out); a worker keeps
  // about 0.7 of a core busy (docs/development.md § Test speed). E2E_WORKERS=n runs n.
  workers: Number(process.env.E2E_WORKERS ?? Math.max(2, os.availableParallelism())),
  // Once, for a Chromium that died under the test; any other failure fails the run even when the
  // retry passes (e2e/support/browser-crash-reporter.ts).
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./e2e/support/browser-crash-reporter.ts']],
  outputDir: 'test-results',
  use: {
    // This worker's own server (TEST_PARALLEL_INDEX is set before a worker loads this file).
    baseURL: serverUrl(),
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-CA',
    timezoneId: 'America/Toronto',
    // The service worker would answer requests that tests intercept with page.route; only
    // e2e/pwa.spec.ts, which is about it, lets it run.
    serviceWorkers: 'block',
    // A failed journey keeps its trace: the page's DOM at every action. Not the filmstrip of
    // screenshots beside it: encoding a frame for every paint was two thirds of what tracing cost
    // (19 journeys: 178 s with it, 137 without, 117 with no trace; docs/development.md § Test speed).
    // The failure's own screenshot is kept (below).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
