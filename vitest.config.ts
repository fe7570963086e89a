import { defineConfig } from 'vitest/config';

// One run over every workspace's unit and API tests; each project keeps its own settings.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
    pool: 'forks',
    // Each API test file opens its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
