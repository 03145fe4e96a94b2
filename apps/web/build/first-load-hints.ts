import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;
type Budget = Record<string, { roots?: string[]; area?: string }>;

/** The files a first load needs beyond the entry's own (index.html already links those). */
export function hintFiles(manifest: Manifest, roots: string[]): string[] {
  const keys = Object.keys(manifest);
  const resolve = (root: string) => {
    if (!root.includes('*')) return root;
    const [head = '', tail = ''] = root.split('*');
    return keys.find((key) => key.startsWith(head) && key.endsWith(tail)) ?? root;
  };
  const closure = (start: string[]) => {
    const files = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (seen.has(key) || !chunk) return;
      seen.add(key);
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of start) visit(resolve(key));
    return files;
  };
  const entry = closure(['index.html']);
  return [...closure(roots)].filter((file) => !entry.has(file)).sort();
}

/**
 * Writes `dist/.vite/first-load.json`: per area, the chunks its pages fetch after the entry (the
 * app's start, the area's code, its copy in the default language) and, apart, those of its login
 * page, from the same roots as the app's size budget (`bundle-budget.json`). The API links them from the page shell as
 * preloads, so the browser fetches them side by side instead of one round trip after another.
 */
export function firstLoadHints(): Plugin {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'veil:first-load-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const manifest = JSON.parse(
        await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'),
      ) as Manifest;
      const { $comment: _comment, ...budgets } = JSON.parse(
        await readFile(path.join(root, 'bundle-budget.json'), 'utf8'),
      ) as Budget & { $comment?: string };
      const hints: Record<string, { page: string[]; login: string[] }> = {};
      // the app's budgets name their area: their roots are what a page that starts the app fetches
      for (const { area, roots } of Object.values(budgets)) {
        // a budget of a page opened in the browser (`opens`, scripts/web-first-load.mjs) names no roots
        if (!area || !roots) continue;
        const isLogin = (key: string) => key.endsWith('/login-page.tsx');
        const page = hintFiles(
          manifest,
          roots.filter((key) => !isLogin(key)),
        );
        hints[area] = { page, login: hintFiles(manifest, roots).filter((file) => !page.includes(file)) };
      }
      await writeFile(path.join(outDir, '.vite/first-load.json'), `${JSON.stringify(hints, null, 2)}\n`);
    },
  };
}
