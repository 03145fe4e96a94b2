// The CV as a PDF (GET /resumes/download_pdf): how long one render takes for the smallest CV, a
// full one and the longest the rules allow, in both languages, and how long it would hold the API's
// event loop if rendered in place; then the same longest CV on the rendering thread the API uses
// (render-in-worker.ts), with the event loop's longest block meanwhile. Usage: npm run bench:pdf [-- --runs 20]
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { SUPPORTED_LOCALES as LOCALES } from '@veil/domain';
import { renderResumePdfInWorker, stopResumePdfWorker } from '../src/modules/resumes/pdf/render-in-worker';
import { renderResumePdf } from '../src/modules/resumes/pdf/render-resume-pdf';
import { fullResume, longResume, minimalResume } from '../src/modules/resumes/pdf/sample-resumes';
import { percentile } from './bench-support';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  process.stderr.write('usage: bench-pdf.ts [--runs N]\n');
  process.exit(2);
}

const CVS = { minimal: minimalResume(), full: fullResume(), long: longResume() };
const generatedAt = new Date('2026-01-01T00:00:00Z');
const round = (ms: number) => Math.round(ms * 10) / 10;

// the first render reads and parses the fonts: a cost paid once per process, not per download
await renderResumePdf(CVS.full, { language: 'de', photo: null, generatedAt });

const results: Record<string, { p50: number; p95: number; kb: number }> = {};
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
for (const [name, resume] of Object.entries(CVS)) {
  for (const language of LOCALES) {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      bytes = (await renderResumePdf(resume, { language, photo: null, generatedAt })).length;
      times.push(performance.now() - started);
    }
    results[`${name} ${language}`] = {
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      kb: Math.round(bytes / 1024),
    };
  }
}
loop.disable();

process.stdout.write(
  `CV PDF renders, ${runs} runs each, ms (one core)\n\n| CV | p50 | p95 | size |\n| --- | --- | --- | --- |\n`,
);
for (const [name, figures] of Object.entries(results))
  process.stdout.write(`| ${name} | ${figures.p50} | ${figures.p95} | ${figures.kb} kB |\n`);
const longP95 = Math.max(...LOCALES.map((language) => results[`long ${language}`]?.p95 ?? Number.NaN));
const blockMs = round(loop.max / 1e6);
process.stdout.write(`\nlongest event-loop block while rendering in place: ${blockMs} ms\n`);

// as the API renders: on its thread (started, and its fonts read, by the first render)
await renderResumePdfInWorker(CVS.full, { language: 'de', photo: null, generatedAt });
const workerTimes: number[] = [];
const workerLoop = monitorEventLoopDelay({ resolution: 5 });
workerLoop.enable();
for (let run = 0; run < runs; run += 1) {
  const started = performance.now();
  await renderResumePdfInWorker(CVS.long, { language: 'de', photo: null, generatedAt });
  workerTimes.push(performance.now() - started);
}
workerLoop.disable();
await stopResumePdfWorker();
const workerLongP95 = round(percentile(workerTimes, 95));
const workerBlockMs = round(workerLoop.max / 1e6);
process.stdout.write(
  `longest CV on the rendering thread: p50 ${round(percentile(workerTimes, 50))} ms, p95 ${workerLongP95} ms; longest event-loop block meanwhile: ${workerBlockMs} ms\n`,
);
process.stdout.write(
  `${JSON.stringify({ runs, long_cv_p95_ms: longP95, full_cv_p95_ms: Math.max(...LOCALES.map((language) => results[`full ${language}`]?.p95 ?? Number.NaN)), event_loop_block_max_ms: blockMs, worker_long_cv_p95_ms: workerLongP95, worker_event_loop_block_max_ms: workerBlockMs })}\n`,
);
