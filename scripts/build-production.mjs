// `npm run build:production [-- <folder>]`: the self-contained server folder that production runs,
// without the monorepo, its TypeScript or any dev tooling (docs/operations.md, the Dockerfile).
//
//   <folder>/package.json, package-lock.json   production dependencies only, for `npm ci --omit=dev`
//   <folder>/apps/api/dist/server/*.js         the compiled API bundle and its worker threads
//   <folder>/apps/api/drizzle/                 the migrations (applied at start)
//   <folder>/apps/web/dist/                    the built web app with its prerendered pages
//
// The folder keeps the monorepo's paths on purpose: the bundle finds its migrations
// (../../drizzle), the web build (../../../web/dist) and its worker threads (./<name>.js) relative
// to dist/server, exactly as in a checkout. The lock file is the monorepo's own, pruned to what the
// API needs at run time, so production installs the very versions the tests ran with.
// `--skip-build` reuses the current apps/api/dist and apps/web/dist.
import { spawnSync } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const out = path.resolve(root, args.find((arg) => !arg.startsWith('--')) ?? 'dist/production');

const readJson = async (file) => JSON.parse(await readFile(path.join(root, file), 'utf8'));

if (!skipBuild) {
  const built = spawnSync('npm', ['run', 'build', '-w', '@veil/web', '-w', '@veil/api'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const rootPackage = await readJson('package.json');
const apiPackage = await readJson('apps/api/package.json');
const lock = await readJson('package-lock.json');

// the workspace packages (@veil/domain, @veil/voice) are compiled into the bundle; their own
// dependencies are npm packages the bundle leaves to Node
const workspaceDeps = {};
for (const workspace of ['packages/domain', 'packages/voice']) {
  Object.assign(workspaceDeps, (await readJson(`${workspace}/package.json`)).dependencies ?? {});
}
// tsx runs the worker threads' TypeScript in development only (src/threads/worker-entry.ts)
const DEVELOPMENT_ONLY = new Set(['tsx']);
const dependencies = Object.fromEntries(
  Object.entries({ ...workspaceDeps, ...apiPackage.dependencies })
    .filter(([name]) => !name.startsWith('@veil/') && !DEVELOPMENT_ONLY.has(name))
    .sort(([a], [b]) => a.localeCompare(b)),
);

/** Every lock entry Node would load from apps/api at run time, found the way Node resolves. */
function runtimeEntries() {
  const kept = new Map();
  const resolveFrom = (location, name) => {
    let at = location;
    for (;;) {
      const candidate = at ? `${at}/node_modules/${name}` : `node_modules/${name}`;
      if (lock.packages[candidate] && !lock.packages[candidate].link) return candidate;
      if (!at) return null;
      // up one node_modules level; a package or workspace folder at the top resolves from the root
      const nested = at.lastIndexOf('/node_modules/');
      at = nested === -1 ? '' : at.slice(0, nested);
    }
  };
  const visit = (location, names, optional) => {
    for (const name of names) {
      const found = resolveFrom(location, name);
      if (!found) {
        if (optional.has(name)) continue;
        throw new Error(`package-lock.json has no ${name} reachable from ${location || 'the root'}`);
      }
      if (kept.has(found)) continue;
      const entry = lock.packages[found];
      kept.set(found, entry);
      const peers = Object.keys(entry.peerDependencies ?? {}).filter(
        (peer) => !entry.peerDependenciesMeta?.[peer]?.optional,
      );
      const optionalNames = new Set([...Object.keys(entry.optionalDependencies ?? {}), ...peers]);
      visit(found, [...Object.keys(entry.dependencies ?? {}), ...optionalNames], optionalNames);
    }
  };
  visit('apps/api', Object.keys(dependencies), new Set());
  return kept;
}

const packages = {
  '': { name: 'veil-server', workspaces: ['apps/api'], engines: rootPackage.engines },
  'apps/api': { name: apiPackage.name, version: apiPackage.version, dependencies },
  'node_modules/@veil/api': { resolved: 'apps/api', link: true },
};
for (const [location, entry] of [...runtimeEntries()].sort(([a], [b]) => a.localeCompare(b))) {
  // needed at run time now, whatever the monorepo's dev tools also wanted it for
  const { dev: _dev, devOptional, ...rest } = entry;
  packages[location] = devOptional ? { ...rest, optional: true } : rest;
}

await rm(out, { recursive: true, force: true });
await mkdir(path.join(out, 'apps/api/dist'), { recursive: true });
await mkdir(path.join(out, 'apps/web'), { recursive: true });
await cp(path.join(root, 'apps/api/dist/server'), path.join(out, 'apps/api/dist/server'), {
  recursive: true,
});
await cp(path.join(root, 'apps/api/drizzle'), path.join(out, 'apps/api/drizzle'), { recursive: true });
// the bundle treemap is for people weighing the web app, not for browsers
await cp(path.join(root, 'apps/web/dist'), path.join(out, 'apps/web/dist'), {
  recursive: true,
  filter: (source) => path.basename(source) !== 'bundle-treemap.html',
});

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
await writeFile(
  path.join(out, 'package.json'),
  json({
    name: 'veil-server',
    version: apiPackage.version,
    private: true,
    type: 'module',
    description: 'Veil, built for production: `npm ci --omit=dev`, then `npm start` (docs/operations.md)',
    workspaces: ['apps/api'],
    engines: rootPackage.engines,
    scripts: { start: 'node apps/api/dist/server/main.js' },
  }),
);
await writeFile(
  path.join(out, 'apps/api/package.json'),
  json({ name: apiPackage.name, version: apiPackage.version, private: true, type: 'module', dependencies }),
);
await writeFile(
  path.join(out, 'package-lock.json'),
  json({ name: 'veil-server', version: apiPackage.version, lockfileVersion: 3, requires: true, packages }),
);
process.stdout.write(
  `production folder: ${path.relative(root, out) || out} (${Object.keys(packages).length - 3} packages locked)\n` +
    `next: cd ${path.relative(process.cwd(), out) || '.'} && npm ci --omit=dev && npm start\n`,
);
