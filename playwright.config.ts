import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys in Debian's Chromium (no browser download) against the built app, served by
 * the real server on a fresh embedded database (see e2e/global-setup.ts).
 */
const port = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // Once, for a Chromium that died under the test; any other failure fails the run even when the
  // retry passes (e2e/support/browser-crash-reporter.ts).
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./e2e/support/browser-crash-reporter.ts']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-CA',
    timezoneId: 'America/Toronto',
    // The service worker would answer requests that tests intercept with page.route; only
    // e2e/pwa.spec.ts, which is about it, lets it run.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
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
