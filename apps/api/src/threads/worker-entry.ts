/**
 * Where a worker thread's code is, for a module that starts one: the TypeScript source beside the
 * module, run through tsx, in development and tests (`import.meta.url` ends in `.ts`); in production
 * the file of that name beside the server bundle (dist/server/<name>.js, an entry of scripts/build.mjs).
 */
export function workerEntry(name: string, moduleUrl: string): { url: URL; execArgv: string[] } {
  return moduleUrl.endsWith('.ts')
    ? { url: new URL(`./${name}.ts`, moduleUrl), execArgv: ['--import', 'tsx'] }
    : { url: new URL(`./${name}.js`, moduleUrl), execArgv: [] };
}
