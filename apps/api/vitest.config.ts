import { defineConfig } from 'vitest/config';

/** Test files that replace a module with vi.mock: they need a module graph of their own. */
const MOCKING_FILES = ['src/modules/session/activation.service.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // ceilings for a busy machine, not waits: tests wait for the state they need (testing/wait-for.ts)
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Most of a test file's time is spent waiting on its database and mail worker, so three files
    // run at once even on two cores. Each builds its own app on its own database (testing/test-app.ts).
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.test.ts'],
          exclude: MOCKING_FILES,
          // a worker keeps the imported modules from one file to the next (about 3 s per file saved);
          // no test file keeps state in a module, and each app is built and closed by its own file
          isolate: false,
        },
      },
      { extends: true, test: { name: 'api-mocks', include: MOCKING_FILES } },
    ],
  },
});
