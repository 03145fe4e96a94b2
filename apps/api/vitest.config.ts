import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // ceilings for a busy machine, not waits: tests wait for the state they need (testing/wait-for.ts)
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
