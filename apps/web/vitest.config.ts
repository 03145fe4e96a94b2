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
      // Three files at once even on two cores (much of a test is waiting for a re-render). Each file
      // keeps a module graph of its own: with modules shared from file to file (isolate: false, 2.5
      // times as fast), the employer sign-out menu could not be found in 2 of 5 runs, most likely
      // because the libraries behind menus, focus traps and scroll locks keep state in their modules.
      maxWorkers: 3,
    },
  }),
);
