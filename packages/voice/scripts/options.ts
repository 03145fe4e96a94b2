/** Reads a numeric command-line option (`--name 3` or `--name=3`), or the default when absent. */
export function readOption(argv: string[], name: string, fallback: number): number {
  const index = argv.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index < 0) return fallback;
  const arg = argv[index] ?? '';
  const raw = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
  const value = Number(raw);
  if (raw === undefined || raw === '' || !Number.isFinite(value)) {
    throw new Error(`${name} needs a number (got ${raw === undefined ? 'nothing' : `"${raw}"`})`);
  }
  return value;
}
