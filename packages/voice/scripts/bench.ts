// Time to alter a 3-minute recording on one core: `npm run bench:voice`.
import { alterVoice } from '../src/alter-voice';
import { createSeededRandom } from '../src/random';
import { synthesizeSpeech } from '../src/test-signals';

const RUNS = 5;
const SECONDS = 180;
// Browsers record at 48 kHz, so the measured time includes the conversion to 16 kHz.
const INPUT_RATE = 48000;

const speech = synthesizeSpeech(INPUT_RATE, SECONDS, createSeededRandom(1));
// One untimed run lets the JIT compile the hot loops, as it will have on a running server.
alterVoice(speech, INPUT_RATE);
// CPU time is what one core spends, and it stays meaningful on a shared machine where the wall clock
// also counts the time spent waiting for the processor.
const cpu: number[] = [];
const wall: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  alterVoice(speech, INPUT_RATE);
  const used = process.cpuUsage(cpuStart);
  cpu.push((used.user + used.system) / 1e6);
  wall.push((performance.now() - wallStart) / 1000);
  process.stdout.write(
    `run ${run + 1}: ${cpu[run]?.toFixed(2)} s CPU, ${wall[run]?.toFixed(2)} s wall clock\n`,
  );
}
const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const round = (value: number): number => Math.round(value * 1000) / 1000;
const cpuMedian = median(cpu);
const cpuMin = Math.min(...cpu);
process.stdout.write(
  `Altering ${SECONDS / 60} minutes of ${INPUT_RATE / 1000} kHz speech on one core: median ${cpuMedian.toFixed(2)} s, ` +
    `min ${cpuMin.toFixed(2)} s CPU over ${RUNS} runs (wall clock median ${median(wall).toFixed(2)} s; ` +
    `target 2 s; Node ${process.versions.node})\n`,
);
process.stdout.write(
  `${JSON.stringify({
    seconds_for_3_min: round(cpuMedian),
    min_seconds: round(cpuMin),
    wall_seconds_median: round(median(wall)),
    runs: RUNS,
    input_rate: INPUT_RATE,
  })}\n`,
);
