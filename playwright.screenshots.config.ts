import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run screenshots`: every screen at 390×844 in light and dark, and the admin dashboard at
 * 1280×800, saved to screenshots/ for design review. Not part of `npm test`. The install banner,
 * update prompt and offline screen come from e2e/pwa.spec.ts, which saves its pictures when
 * PWA_SHOTS_DIR is set.
 */
process.env.PWA_SHOTS_DIR ??= 'screenshots';

export default defineConfig({
  ...base,
  testDir: 'e2e',
  testMatch: ['screenshots/**/*.shots.ts', 'pwa.spec.ts'],
  timeout: 120_000,
});
