// Shows that `npm run lint` fails on a wrong import of each kind the house rules forbid
// (docs/decisions/005-module-boundaries.md) and passes on the code as it is. Each case writes a
// probe file next to real code, lints it, and removes it again.
// Run: node --test scripts/lint-rules.test.mjs (part of `npm test`).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIOME = path.join(ROOT, 'node_modules', '.bin', 'biome');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** Writes the probe files, runs `check`, and removes the files whatever happens. */
function withProbes(files, check) {
  const written = Object.keys(files).map((rel) => path.join(ROOT, rel));
  try {
    for (const [rel, text] of Object.entries(files)) writeFileSync(path.join(ROOT, rel), text);
    return check(written);
  } finally {
    for (const file of written) rmSync(file, { force: true });
  }
}

const importOf = (specifier) => `import * as probe from '${specifier}';\n\nexport const used = probe;\n`;

const FORBIDDEN = [
  [
    'infrastructure imports a feature module',
    'apps/api/src/http/lint-probe.ts',
    '../modules/session/session.routes',
  ],
  ['infrastructure imports the router', 'apps/api/src/mail/lint-probe.ts', '../router'],
  [
    "a module imports another module's tables",
    'apps/api/src/modules/media/lint-probe.ts',
    '../company-files/company-files.schema',
  ],
  [
    'a module imports the identity vault',
    'apps/api/src/modules/companies/lint-probe.ts',
    '../candidate-profile/candidate-profile.schema',
  ],
  [
    'test code imports the identity vault',
    'apps/api/src/testing/lint-probe.ts',
    '../modules/candidate-profile/profile-store',
  ],
  ['a web area imports another area', 'apps/web/src/candidate/lint-probe.ts', '../employer/paths'],
  ['a shared feature imports an area', 'apps/web/src/features/legal/lint-probe.ts', '../../candidate/app'],
  ['ui/ imports a feature', 'apps/web/src/ui/lint-probe.ts', '../features/sign-in/paths'],
  ['lib/ imports ui/', 'apps/web/src/lib/lint-probe.ts', '../ui/logo'],
  // the vault of what candidates wrote, refused to every employer-facing file (docs/decisions/019)
  [
    "an employer's application file imports the vault",
    'apps/api/src/modules/applications/employer-lint-probe.ts',
    './vault/written-answers',
  ],
  [
    "the jobs' employer side imports the vault table",
    'apps/api/src/modules/jobs/employer-jobs-lint-probe.ts',
    '../applications/vault/vault.schema',
  ],
  [
    'the admin imports the vault',
    'apps/api/src/modules/admins/lint-probe.ts',
    '../applications/vault/written-answers',
  ],
];

const named = (name, specifier) =>
  `import { ${name} } from '${specifier}';\n\nexport const used = ${name};\n`;

/** Employer-facing files that name what they must not read: [what, file, source, rule]. */
const FORBIDDEN_USES = [
  [
    "an employer's application file imports the candidate account table",
    'apps/api/src/modules/applications/employer-lint-probe-accounts.ts',
    named('authCandidateUser', '../../db/schema'),
    'lint/style/noRestrictedImports',
  ],
  [
    'a company module imports the candidates table',
    'apps/api/src/modules/companies/lint-probe.ts',
    named('candidates', '../../db/schema/core'),
    'lint/style/noRestrictedImports',
  ],
  [
    'mail imports the candidate account table',
    'apps/api/src/mail/lint-probe.ts',
    named('authCandidateSession', '../db/schema'),
    'lint/style/noRestrictedImports',
  ],
  [
    "the company files read an upload's original name",
    'apps/api/src/modules/company-files/lint-probe.ts',
    "import { uploads } from '../../db/schema';\n\nexport const name = uploads.originalName;\n",
    'lint/nursery/noJsRestrictedProperties',
  ],
  [
    "an employer's application file reads a row's original file name",
    'apps/api/src/modules/applications/employer-lint-probe-names.ts',
    'export const nameOf = (row: { originalName: string }) => row.originalName;\n',
    'lint/nursery/noJsRestrictedProperties',
  ],
];

describe('npm run lint', () => {
  it('passes on the code as it is', () => {
    const biome = run(BIOME, ['check', '.']);
    assert.equal(biome.status, 0, biome.output);
    const boundaries = run(process.execPath, ['scripts/check-boundaries.mjs']);
    assert.equal(boundaries.status, 0, boundaries.output);
  });

  it('fails on a forbidden import of each kind', () => {
    const probes = Object.fromEntries(FORBIDDEN.map(([, file, specifier]) => [file, importOf(specifier)]));
    withProbes(probes, () => {
      const result = run(BIOME, ['lint', '--max-diagnostics=none', ...Object.keys(probes)]);
      assert.notEqual(result.status, 0, result.output);
      for (const [what, file] of FORBIDDEN) {
        const reported = new RegExp(
          `${file.replaceAll('.', '\\.')}:\\d+:\\d+ lint/style/noRestrictedImports`,
        );
        assert.match(result.output, reported, `not reported: ${what}`);
      }
    });
  });

  it('fails where an employer-facing file names the vault, a candidate account table or an upload name', () => {
    const probes = Object.fromEntries(FORBIDDEN_USES.map(([, file, source]) => [file, source]));
    withProbes(probes, () => {
      const result = run(BIOME, ['lint', '--max-diagnostics=none', ...Object.keys(probes)]);
      assert.notEqual(result.status, 0, result.output);
      for (const [what, file, , rule] of FORBIDDEN_USES) {
        const reported = new RegExp(`${file.replaceAll('.', '\\.')}:\\d+:\\d+ ${rule}`);
        assert.match(result.output, reported, `not reported: ${what}`);
      }
    });
  });

  it('fails on an import cycle between two files', () => {
    const files = {
      'apps/api/src/modules/media/lint-probe-a.ts':
        "import { b } from './lint-probe-b';\n\nexport const a = () => b;\n",
      'apps/api/src/modules/media/lint-probe-b.ts':
        "import { a } from './lint-probe-a';\n\nexport const b = () => a;\n",
    };
    withProbes(files, (probes) => {
      const result = run(BIOME, ['lint', ...probes]);
      assert.notEqual(result.status, 0, result.output);
      assert.match(result.output, /lint\/suspicious\/noImportCycles/);
    });
  });

  it('fails on an import cycle between two modules', () => {
    // company-files already uses media; media using company-files closes the circle
    const files = {
      'apps/api/src/modules/media/lint-probe.ts': importOf('../company-files/company-files.queries'),
    };
    withProbes(files, () => {
      const result = run(process.execPath, ['scripts/check-boundaries.mjs']);
      assert.equal(result.status, 1, result.output);
      assert.match(result.output, /Import cycle between api\/modules\/company-files, api\/modules\/media/);
    });
  });
});
