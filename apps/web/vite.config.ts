import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineStylesPerComponent } from './build/mantine-styles.ts';
import { precompress } from './build/precompress.ts';

const apiTarget = `http://127.0.0.1:${process.env.VEIL_API_PORT ?? 3001}`;

/** `src/<area>/app.tsx`, the entry of each lazily loaded area. */
const AREA_ENTRY = /[\\/]src[\\/](candidate|employer|admin)[\\/]app\.tsx$/;

/**
 * One single-page app for all three areas. Each area is a `React.lazy` import in `src/app.tsx`, so
 * Rollup puts it in its own chunk and a candidate never downloads employer or admin code.
 */
export default defineConfig({
  plugins: [react(), mantineStylesPerComponent(), precompress()],
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
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/web-budget.mjs reads each area's first load from it
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Name each area's chunk after its area (all entries are called `app`), so the build output
        // and the browser's network log show which area a file belongs to.
        chunkFileNames: (chunk) => {
          const area = chunk.facadeModuleId?.match(AREA_ENTRY)?.[1];
          return area ? `assets/area-${area}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
