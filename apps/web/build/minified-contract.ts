import { type AnyContractRouter, minifyContractRouter } from '@orpc/contract';
import { type Plugin, runnerImport } from 'vite';

/** The API client, the one module whose contract is only read for each call's method and path. */
const API_CLIENT = /[\\/]src[\\/]lib[\\/]api-client\.ts$/;
const MINIFIED = '\0veil:minified-contract';

/**
 * Gives the browser's API client (src/lib/api-client.ts) the domain's contract without its zod
 * schemas (oRPC's `minifyContractRouter`: each call's method, path and input/output structure, all
 * `OpenAPILink` reads to send a call): every signed-in page calls the API, and the schemas of every
 * call were 23 kB (gzip) of its first load (issue 40). The server checks what it gets and sends, as
 * before; modules that use a schema themselves (forms, filters) still import it. Only the build: the
 * dev server and the unit tests use the contract as it is.
 */
export function minifiedContract(): Plugin {
  let minified: string | undefined;
  return {
    name: 'veil:minified-contract',
    apply: 'build',
    // before Vite's own resolver, which would find the package's source
    enforce: 'pre',
    async buildStart() {
      const { module } = await runnerImport<{ contract: AnyContractRouter }>('@veil/domain/contracts', {
        configFile: false,
        logLevel: 'warn',
      });
      minified = JSON.stringify(minifyContractRouter(module.contract));
    },
    resolveId(source, importer) {
      if (source === '@veil/domain/contracts' && importer && API_CLIENT.test(importer)) return MINIFIED;
      return null;
    },
    load(id) {
      if (id !== MINIFIED) return null;
      if (!minified) throw new Error('the contract was not read at the start of the build');
      return `export const contract = ${minified};\n`;
    },
  };
}
