// Checks the first load of each area of the built web app against its size budget (issue 13).
// A budget names its roots, Vite manifest keys whose files and, recursively, static imports and CSS
// it counts. An area's first load is its login page as a visitor gets it: the page rendered ahead of
// time (`prerendered`: its HTML and stylesheets, from dist/.vite/prerendered.json) with the page's
// first script (the `index.html` entry), which is all it needs until it is first used. The app that
// then takes over (the entry, the area's chunk, the login page's chunk, the copy of the default
// language) has a budget of its own (`area` names whose; its roots are also the preloads of the
// pages that start the app at once, build/first-load-hints.ts). Sizes are gzip (level 9, as the
// server's precompressed files); 1 kB = 1000 bytes, as Vite prints them.
// A budget that names a page (`opens`, issue 40) is measured in Chromium instead: the built API serves
// the build and a fresh browser opens the page signed out and signed in, counting every script it
// gets until the network is idle (scripts/web-first-load.mjs; needs `npm run build -w @veil/api`).
// Usage: node scripts/web-budget.mjs [--dist apps/web/dist] [--budget apps/web/bundle-budget.json]
//   [--waterfall] (prints when each script and API request of a page started)
// WEB_BUDGET_PORT (3400) is the port of the server the browser measurement starts.
// Exit 1 when a budget is exceeded or a root or page is missing from the build; the last line is JSON.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The files of a first load: each root's chunk, its static imports (recursively) and their CSS.
 * Throws when a root is not a manifest key, so a stale budget file fails instead of measuring less.
 */
export function firstLoadFiles(manifest, roots) {
  const keys = Object.keys(manifest);
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest: update the budget's roots`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root.includes('*') ? matchOne(keys, root) : root);
  return [...files].sort();
}

/**
 * The one manifest key a pattern such as `_de-*.js` names: shared chunks have no source path, only
 * a name and a hash that changes with every build.
 */
function matchOne(keys, pattern) {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  const regex = new RegExp(`^${escaped.join('[A-Za-z0-9_-]+')}$`);
  const matches = keys.filter((key) => regex.test(key));
  if (matches.length !== 1)
    throw new Error(
      `${pattern} matches ${matches.length} chunks of the Vite manifest, not one: update the budget's roots`,
    );
  return matches[0];
}

const gzipSize = (content) => gzipSync(content, { level: 9 }).length;

/**
 * The page rendered ahead of time at `pagePath` as the build wrote it, the largest of its variants
 * (languages, with or without Google sign-in): its HTML and its stylesheets. Throws when the build
 * has no such page, so a stale budget fails instead of measuring less.
 */
export function prerenderedPage(dist, pagePath) {
  const { pages = [] } = JSON.parse(readFileSync(path.join(dist, '.vite/prerendered.json'), 'utf8'));
  const variants = pages.filter((page) => page.path === pagePath);
  if (variants.length === 0)
    throw new Error(`${pagePath} is not a page the build rendered ahead of time: update the budget`);
  const sized = variants.map((page) => ({ css: page.css ?? [], html: gzipSize(page.html) }));
  return sized.reduce((largest, page) => (page.html > largest.html ? page : largest));
}

/**
 * Gzip sizes of a first load, split into JS and everything (JS, CSS and the HTML page, with the
 * prerendered page in it when there is one).
 */
export function measure(dist, files, page = null) {
  const gzip = (file) => gzipSize(readFileSync(path.join(dist, file)));
  const html = gzip('index.html') + (page?.html ?? 0);
  let js = 0;
  let css = 0;
  for (const file of new Set([...files, ...(page?.css ?? [])])) {
    if (file.endsWith('.js')) js += gzip(file);
    else if (file.endsWith('.css')) css += gzip(file);
  }
  return { js, css, total: js + css + html };
}

/** Every budget's figures and whether they keep it (`{ roots, prerendered?, maxJsKb, maxTotalKb }`). */
export function checkBudgets(dist, manifest, budgets) {
  const areas = {};
  const failures = [];
  for (const [area, budget] of Object.entries(budgets)) {
    if (budget.opens) continue;
    const files = firstLoadFiles(manifest, budget.roots);
    const page = budget.prerendered ? prerenderedPage(dist, budget.prerendered) : null;
    const size = measure(dist, files, page);
    const kb = (bytes) => Math.round(bytes / 100) / 10;
    areas[area] = { jsKb: kb(size.js), cssKb: kb(size.css), totalKb: kb(size.total), files: files.length };
    if (budget.maxJsKb !== undefined && size.js > budget.maxJsKb * 1000)
      failures.push(`${area}: ${kb(size.js)} kB of JS is over its budget of ${budget.maxJsKb} kB`);
    if (budget.maxTotalKb !== undefined && size.total > budget.maxTotalKb * 1000)
      failures.push(`${area}: ${kb(size.total)} kB in all is over its budget of ${budget.maxTotalKb} kB`);
  }
  return { areas, failures };
}

function argument(name, fallback) {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : path.resolve(process.argv[index + 1] ?? '');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = argument('--dist', path.join(ROOT, 'apps/web/dist'));
  const budgetFile = argument('--budget', path.join(ROOT, 'apps/web/bundle-budget.json'));
  let result;
  let opened = { pages: {}, failures: [] };
  try {
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
    const { $comment: _comment, ...budgets } = JSON.parse(readFileSync(budgetFile, 'utf8'));
    result = checkBudgets(dist, manifest, budgets);
    const pageBudgets = Object.fromEntries(Object.entries(budgets).filter(([, budget]) => budget.opens));
    if (Object.keys(pageBudgets).length > 0) {
      const { measureProtectedFirstLoads } = await import('./web-first-load.mjs');
      const port = Number(process.env.WEB_BUDGET_PORT ?? 3400);
      opened = await measureProtectedFirstLoads({ dist, port, budgets: pageBudgets });
    }
  } catch (error) {
    result = {
      areas: result?.areas ?? {},
      failures: [error instanceof Error ? error.message : String(error)],
    };
  }
  for (const [area, figures] of Object.entries(result.areas)) {
    process.stdout.write(
      `${area.padEnd(14)} first load: ${figures.jsKb} kB JS, ${figures.cssKb} kB CSS, ${figures.totalKb} kB in all (gzip, ${figures.files} files)\n`,
    );
  }
  for (const figures of Object.values(opened.pages)) {
    process.stdout.write(
      `${figures.page.padEnd(24)} ${figures.state.padEnd(9)}: ${figures.jsKb} kB JS (gzip, ${figures.files} files), ended on ${figures.ended}${figures.targetReached === false ? ' (over its target)' : ''}\n`,
    );
    if (process.argv.includes('--waterfall'))
      for (const request of figures.requests)
        process.stdout.write(
          `  +${String(request.ms).padStart(5)} ms ${request.type.padEnd(8)} ${request.path}\n`,
        );
  }
  const failures = [...result.failures, ...opened.failures];
  for (const failure of failures) process.stderr.write(`over budget: ${failure}\n`);
  process.stdout.write(
    `${JSON.stringify({
      webBudget: failures.length === 0 ? 'ok' : 'exceeded',
      areas: Object.fromEntries(
        Object.entries(result.areas).map(([area, { files: _files, ...kb }]) => [area, kb]),
      ),
      opened: Object.fromEntries(Object.entries(opened.pages).map(([name, page]) => [name, page.jsKb])),
      failures: failures.length,
    })}\n`,
  );
  process.exit(failures.length === 0 ? 0 : 1);
}
