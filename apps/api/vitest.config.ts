import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One migrated database per run, which each test file copies.
    globalSetup: ['test/setup/migrated-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
