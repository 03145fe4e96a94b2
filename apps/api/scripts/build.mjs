// Compiles the server to JavaScript for `npm start` and production: one ESM bundle of the API and
// the workspace packages it uses (TypeScript sources), with every npm dependency left to Node.
// Loading the bundle takes a fraction of what tsx needs to compile the module graph at each start.
// The bundle lives two folders below the package (dist/server/), like the sources (src/<layer>/),
// so the paths the code finds its migrations and the web build by stay the same.
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const packageJson = async (path) => JSON.parse(await readFile(new URL(path, import.meta.url), 'utf8'));
const api = await packageJson('../package.json');
const domain = await packageJson('../../../packages/domain/package.json');
const external = [...Object.keys(api.dependencies), ...Object.keys(domain.dependencies ?? {})]
  .filter((name) => !name.startsWith('@veil/'))
  .flatMap((name) => [name, `${name}/*`]);

const started = Date.now();
await build({
  // the voice alteration, the CV's PDF and the CV import run on threads of their own
  // (modules/recordings/alter-in-worker.ts, modules/resumes/pdf/render-in-worker.ts,
  // modules/resumes/import/import-in-worker.ts)
  entryPoints: {
    main: 'src/main.ts',
    'alter-worker': 'src/modules/recordings/alter-worker.ts',
    'resume-pdf-worker': 'src/modules/resumes/pdf/resume-pdf-worker.ts',
    'cv-import-worker': 'src/modules/resumes/import/cv-import-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external,
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
});
process.stdout.write(`API compiled to dist/server/main.js in ${Date.now() - started} ms\n`);
