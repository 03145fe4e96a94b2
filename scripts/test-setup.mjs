// Installs what the tests need beyond npm packages: Debian's Chromium for the browser tests.
// Playwright's own browser download does not work on a closed network, so we never use it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  process.stdout.write(`Chromium found at ${chromium}\n`);
} else {
  process.stdout.write('Installing Chromium from Debian packages (apt-get)...\n');
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) =>
    execFileSync(asRoot[0] ?? args[0], asRoot.length ? args : args.slice(1), { stdio: 'inherit' });
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
}
