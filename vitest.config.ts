import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'docs/**/*.test.ts'],
    globalSetup: ['server/test/global-setup.ts'],
    // Every language's texts, as the server holds them (domain/texts/all-texts.ts).
    // Then: a failed test names the API calls still waiting for an answer (a hang's only clue).
    setupFiles: ['domain/texts/provide-all-texts.ts', 'server/test/name-unanswered-requests.ts'],
    // A file per core at a time, at least two (the phase keeps both cores of a 2-core machine ~94 % busy).
    maxWorkers: Math.max(2, os.availableParallelism()),
    // Test files share their worker's modules instead of importing the server afresh each (about
    // 4 s of CPU per file here): on 30 API test files, 5 min 41 s → 4 min 11 s and a third less
    // CPU (docs/development.md § Test speed). Each file still gets its own database and app; module
    // state a file changes must be put back (the locale reader, environment variables).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
