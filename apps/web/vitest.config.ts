import { defineConfig, mergeConfig } from 'vitest/config';
import { browserBuild } from './vite.config.ts';

export default mergeConfig(
  browserBuild,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      restoreMocks: true,
      // jsdom lays nothing out, so Mantine's focus trap sees no visible element in an opened menu and
      // warns with the whole element printed (hundreds of lines of React internals each time); in a
      // browser it finds one (the journeys open every menu). Only that warning is left out of the log.
      onConsoleLog: (log) =>
        !log.startsWith('[@mantine/hooks/use-focus-trap] Failed to find focusable element'),
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
