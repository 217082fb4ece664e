import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'docs/**/*.test.ts'],
    globalSetup: ['server/test/global-setup.ts'],
    // Every language's texts, as the server holds them (domain/texts/all-texts.ts).
    setupFiles: ['domain/texts/provide-all-texts.ts'],
    // API tests hash passwords with argon2 (19 MiB each): two files at a time suit a 2-core machine.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
