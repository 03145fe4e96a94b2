// The database benches at a tiny size, so that CI notices when one no longer starts (bench:http did
// once, unnoticed, when the configuration began to refuse the rate-limit scale it asked for). Each
// must exit with 0 and end with its JSON line; the figures of so small a run mean nothing and are not
// checked. Needs PostgreSQL (DATABASE_URL, default the local server), as the benches do.
import { spawnSync } from 'node:child_process';

const SEARCH_SMOKE = { BENCH_JOBS: '3000', BENCH_RUNS: '2', BENCH_WARMUP: '2', BENCH_SERVER_WARMUP: '1' };
const SMOKE_RUNS = [
  ['bench:search', SEARCH_SMOKE],
  ['bench:search', { ...SEARCH_SMOKE, BENCH_ORDER: 'sequential' }],
  ['bench:lists', { BENCH_COMPANIES: '2000', BENCH_DEEP_PAGE: '50', BENCH_RUNS: '2' }],
  ['bench:board', { BENCH_APPLICATIONS: '2000', BENCH_RUNS: '2' }],
  ['bench:http', { BENCH_SECONDS: '1' }],
  ['bench:notify', { BENCH_CONNECTIONS: '50' }],
  // the embedded database and the app's own workers: three short answers through the voice alteration
  ['bench:recordings', {}, ['--smoke']],
  // no database, a few seconds: and it fails when the redaction misses its targets
  ['eval:redaction', {}],
];

const say = (line) => process.stdout.write(`${line}\n`);
const failures = [];
for (const [script, env, args = []] of SMOKE_RUNS) {
  const started = Date.now();
  const run = spawnSync('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const lastLine = run.stdout.trim().split('\n').at(-1) ?? '';
  let json = null;
  try {
    json = JSON.parse(lastLine);
  } catch {}
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status === 0 && json && typeof json === 'object') {
    say(`${script}: started and ended with its JSON line (${seconds} s)`);
  } else {
    failures.push(script);
    say(
      `${script}: FAILED (exit ${run.status}, ${seconds} s)\n${run.stdout.slice(-2000)}\n${run.stderr.slice(-4000)}`,
    );
  }
}
say(JSON.stringify({ benches: SMOKE_RUNS.length, failed: failures }));
process.exit(failures.length === 0 ? 0 : 1);
