import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run screenshots`: every screen at 390×844 in light and dark, and the admin table at
 * 1280×800, saved to screenshots/ for design review. Not part of `npm test` (it asserts nothing
 * beyond reaching each screen).
 */
export default defineConfig({
  ...base,
  testDir: 'e2e/screenshots',
  testMatch: '**/*.shots.ts',
  timeout: 120_000,
});
