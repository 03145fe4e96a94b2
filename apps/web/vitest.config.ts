import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      restoreMocks: true,
      // ceilings for a busy machine, not waits: every test waits for the state it needs
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // Three files at once even on two cores (much of a test is waiting for a re-render), and a worker
      // keeps the imported modules from one file to the next: every render sets its own language and
      // cache (test/render.tsx) and setup.ts resets the DOM, storage and notifications after each test.
      maxWorkers: 3,
      isolate: false,
    },
  }),
);
