import { defineConfig } from 'vitest/config';

/**
 * The Wise sandbox contract suite (server/test/contract/), run only by `npm run test:wise-sandbox`
 * with WISE_SANDBOX_TOKEN and WISE_SANDBOX_PROFILE_ID set: never by `npm test`, never in CI.
 */
export default defineConfig({
  test: {
    include: ['server/test/contract/**/*.contract.ts'],
    testTimeout: 120_000,
  },
});
