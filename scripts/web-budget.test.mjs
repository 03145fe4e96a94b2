// Shows that the web budget check fails the build when a first load is too big, and passes when it
// fits: a fake build (manifest, entry, area chunk, shared chunk, CSS) measured against budgets.
// Run: node --test scripts/web-budget.test.mjs (part of `npm test`).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { firstLoadFiles } from './web-budget.mjs';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'web-budget.mjs');

const MANIFEST = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/candidate/app.tsx', 'src/employer/app.tsx'],
    css: ['assets/index.css'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['index.html'] },
  'src/candidate/app.tsx': { file: 'assets/area-candidate.js', imports: ['_shared.js', 'index.html'] },
  'src/employer/app.tsx': {
    file: 'assets/area-employer.js',
    imports: ['_shared.js'],
    dynamicImports: ['src/editor.tsx'],
  },
  'src/editor.tsx': { file: 'assets/editor.js', css: ['assets/editor.css'] },
};

/** Random bytes barely compress, so a file's gzip size is about its length. */
const noise = (bytes) => Buffer.from(Array.from({ length: bytes }, () => Math.floor(Math.random() * 256)));

const dist = mkdtempSync(path.join(tmpdir(), 'veil-budget-'));
mkdirSync(path.join(dist, '.vite'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>x</title>');
writeFileSync(
  path.join(dist, '.vite/prerendered.json'),
  JSON.stringify({
    pages: [
      {
        path: '/candidate/login',
        locale: 'de',
        css: ['assets/editor.css'],
        html: noise(3_000).toString('base64'),
      },
      { path: '/candidate/login', locale: 'en', css: ['assets/editor.css'], html: 'small' },
    ],
  }),
);
for (const [file, bytes] of [
  ['assets/index.js', 20_000],
  ['assets/shared.js', 10_000],
  ['assets/area-candidate.js', 5_000],
  ['assets/area-employer.js', 5_000],
  ['assets/editor.js', 50_000],
  ['assets/index.css', 2_000],
  ['assets/editor.css', 2_000],
])
  writeFileSync(path.join(dist, file), noise(bytes));
after(() => rmSync(dist, { recursive: true, force: true }));

function check(budgets) {
  const budgetFile = path.join(dist, `budget-${Math.random()}.json`);
  writeFileSync(budgetFile, JSON.stringify(budgets));
  const result = spawnSync(process.execPath, [SCRIPT, '--dist', dist, '--budget', budgetFile], {
    encoding: 'utf8',
  });
  const lines = result.stdout.trim().split('\n');
  return { status: result.status, stderr: result.stderr, figures: JSON.parse(lines.at(-1) ?? '{}') };
}

describe('web budget check', () => {
  it('takes static imports and CSS into a first load, and leaves dynamic imports out', () => {
    assert.deepEqual(firstLoadFiles(MANIFEST, ['index.html', 'src/employer/app.tsx']), [
      'assets/area-employer.js',
      'assets/index.css',
      'assets/index.js',
      'assets/shared.js',
    ]);
  });

  it('passes and prints its figures as the last line when every area fits', () => {
    const { status, figures } = check({
      candidate: { roots: ['index.html', 'src/candidate/app.tsx'], maxJsKb: 40, maxTotalKb: 45 },
    });
    assert.equal(status, 0);
    assert.equal(figures.webBudget, 'ok');
    assert.ok(figures.areas.candidate.jsKb > 34 && figures.areas.candidate.jsKb < 40);
  });

  it('fails the build when an area is over its budget', () => {
    const { status, stderr, figures } = check({
      candidate: { roots: ['index.html', 'src/candidate/app.tsx'], maxJsKb: 40 },
      employer: { roots: ['index.html', 'src/employer/app.tsx'], maxJsKb: 10 },
    });
    assert.equal(status, 1);
    assert.equal(figures.webBudget, 'exceeded');
    assert.equal(figures.failures, 1);
    assert.match(stderr, /employer: [\d.]+ kB of JS is over its budget of 10 kB/);
  });

  it("counts a page rendered ahead of time in its largest variant, with its stylesheets, and no script but the roots'", () => {
    const { status, figures } = check({
      candidate: { prerendered: '/candidate/login', roots: ['index.html'], maxJsKb: 31, maxTotalKb: 40 },
    });
    assert.equal(status, 0);
    const { jsKb, cssKb, totalKb } = figures.areas.candidate;
    assert.ok(jsKb > 29 && jsKb < 31, `${jsKb} kB of JS: the entry and its shared chunk`);
    assert.ok(cssKb > 3.9 && cssKb < 4.2, `${cssKb} kB of CSS: the entry's and the page's`);
    // the German page's 3 000 random bytes, written as base64, gzip to about 3 kB
    assert.ok(totalKb - jsKb - cssKb > 3, `${totalKb} kB in all`);
  });

  it('fails when a budget names a page the build did not render ahead of time', () => {
    const { status, stderr } = check({
      candidate: { prerendered: '/candidate/signin', roots: ['index.html'], maxJsKb: 150 },
    });
    assert.equal(status, 1);
    assert.match(stderr, /\/candidate\/signin is not a page the build rendered ahead of time/);
  });

  it('fails when a budget names a chunk the build no longer has', () => {
    const { status, stderr } = check({ admin: { roots: ['index.html', 'src/admin/app.tsx'], maxJsKb: 250 } });
    assert.equal(status, 1);
    assert.match(stderr, /src\/admin\/app.tsx is not in the Vite manifest/);
  });
});
