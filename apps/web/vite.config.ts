import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type UserConfig } from 'vite';
import { firstLoadHints } from './build/first-load-hints.ts';
import { mantineStylesPerComponent } from './build/mantine-styles.ts';
import { minifiedContract } from './build/minified-contract.ts';
import { precompress } from './build/precompress.ts';

const apiTarget = `http://127.0.0.1:${process.env.VEIL_API_PORT ?? 3001}`;

/** `src/<area>/app.tsx`, the entry of each lazily loaded area. */
const AREA_ENTRY = /[\\/]src[\\/](candidate|employer|admin)[\\/]app\.tsx$/;

/**
 * One single-page app for all three areas. Each area is a `React.lazy` import in `src/app.tsx`, so
 * Rollup puts it in its own chunk and a candidate never downloads employer or admin code.
 */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        // `vite build --ssr`: the module that renders pages ahead of time for build/prerender.ts
        // (src/prerender/render-page.tsx), for Node; its CSS modules get the same class names as
        // the browser build's, and npm packages stay imports
        plugins: [react()],
        build: { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false, sourcemap: false },
      }
    : browserBuild,
);

/** The browser app (`vite build`, `vite`). */
export const browserBuild = {
  plugins: [
    react(),
    mantineStylesPerComponent(),
    firstLoadHints(),
    precompress(),
    minifiedContract(),
    // where the bytes go: a treemap of every chunk's modules with their gzip sizes, a build record
    // beside the manifest (dist/.vite is never served)
    visualizer({
      emitFile: true,
      filename: '.vite/bundle-treemap.html',
      template: 'treemap',
      gzipSize: true,
    }),
  ],
  server: {
    port: 3000,
    host: true,
    allowedHosts: ['.localhost', 'localhost'],
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/dev': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    port: 3000,
    host: true,
    allowedHosts: ['.localhost', 'localhost'],
  },
  build: {
    // the spec's minimum browsers (package.json "browserslist"); build/check-browser-syntax.ts
    // then fails the build if the emitted code still uses syntax one of them lacks
    target: browserslistToEsbuild(),
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/web-budget.mjs reads each area's first load from it
    manifest: true,
    // no source maps: the served folder would hand out the original source (the API refuses *.map too)
    sourcemap: false,
    rolldownOptions: {
      // the entry's exports are nobody's business; required for inlining common chunks below
      preserveEntrySignatures: false,
      output: {
        // Few requests for a first load: mobile browsers on slow links pay a round trip per file.
        // What every area's first page needs (React, router, query cache, Mantine's core) is
        // one chunk; common chunks under 12 kB of source go into the chunks that use them instead
        // of one tiny file each (80 files for the candidate login before, 20 after).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              priority: 20,
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|clsx|@mantine[\\/]hooks|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/,
            },
            // dayjs and its German locale (under the date pickers): a chunk of its own name; as a
            // shared chunk it was named after its first module, `de`, like the German messages
            {
              name: 'dayjs',
              priority: 10,
              test: /[\\/]node_modules[\\/]dayjs[\\/]/,
            },
          ],
          experimentalInlineCommonChunks: { maxSize: 12_000 },
        },
        // Name each area's chunk after its area (all entries are called `app`), so the build output
        // and the browser's network log show which area a file belongs to.
        chunkFileNames: (chunk) => {
          const area = chunk.facadeModuleId?.match(AREA_ENTRY)?.[1];
          return area ? `assets/area-${area}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
} satisfies UserConfig;
