// Renders the public sign-in pages ahead of time (`npm run build`, after the browser and the server
// builds): src/prerender/render-page.tsx, built for Node into dist-ssr/, renders each page of
// src/prerender/pages.ts in each of its languages (and with and without "Sign in with Google" where
// the page shows it; a login also as a page that needs a session sends a visitor there), and this writes them with the stylesheets each needs to
// dist/.vite/prerendered.json, which the API reads at start (apps/api/src/http/web-app.ts). A
// visitor then sees the page at once, before the app's code has arrived.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { hintFiles } from './first-load-hints.ts';

type Manifest = Parameters<typeof hintFiles>[0];
type RenderModule = typeof import('../src/prerender/render-page.tsx');

/** One rendered page as the API reads it (apps/api/src/http/prerendered-pages.ts). */
type PrerenderedHtml = {
  path: string;
  locale: string;
  /** null: the page looks the same either way */
  googleSignIn: boolean | null;
  /** stylesheets beyond the entry's, as `assets/…` paths */
  css: string[];
  html: string;
  /** the document title the page sets ("Anmelden · Veil") */
  title: string | null;
  /** the login for a page that needs a session, with the note to sign in to continue */
  forProtectedPage: boolean;
};

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** `--dist <dir>` and `--ssr <dir>`: a build into other folders (`vite build --outDir …`), e.g. a bench's own */
const folder = (name: string, fallback: string) => {
  const index = process.argv.indexOf(name);
  const given = index === -1 ? undefined : process.argv[index + 1];
  return given ? path.resolve(given) : path.join(webRoot, fallback);
};
const dist = folder('--dist', 'dist');
const ssrDir = folder('--ssr', 'dist-ssr');

const started = Date.now();
const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const render = (await import(pathToFileURL(path.join(ssrDir, 'render-page.js')).href)) as RenderModule;
const pages: PrerenderedHtml[] = [];
for (const page of render.PRERENDERED_PAGES) {
  // the app's start (the framework's components), the area and the page: their styles, as the app has them
  const roots = ['src/start-app.tsx', `src/${page.area}/app.tsx`, ...page.modules];
  for (const key of roots) if (!manifest[key]) throw new Error(`${key} is not in the Vite manifest`);
  const css = hintFiles(manifest, roots).filter((file) => file.endsWith('.css'));
  for (const locale of page.locales) {
    for (const googleSignIn of page.showsGoogleSignIn ? [false, true] : [false]) {
      for (const forProtectedPage of page.forProtectedPages ? [false, true] : [false]) {
        const { html, title } = await render.renderPage({
          area: page.area,
          path: page.path,
          locale,
          googleSignIn,
          forProtectedPage,
        });
        // the page shell's policy allows no inline script, and a page without its code has none to run
        if (/<script/i.test(html)) throw new Error(`${page.path} (${locale}) rendered with a script`);
        pages.push({
          path: page.path,
          locale,
          googleSignIn: page.showsGoogleSignIn ? googleSignIn : null,
          css,
          html,
          title,
          forProtectedPage,
        });
      }
    }
  }
}
await writeFile(path.join(dist, '.vite/prerendered.json'), `${JSON.stringify({ pages })}\n`);
await rm(ssrDir, { recursive: true, force: true });
process.stdout.write(`prerendered ${pages.length} pages in ${Date.now() - started} ms\n`);
