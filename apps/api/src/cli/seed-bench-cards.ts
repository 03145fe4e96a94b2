/**
 * More than 100 cards for the interaction bench (apps/web/bench/interaction.mjs): 120 more published
 * jobs of the demo jobs' company and 110 applications of distinct candidates to them (demo/bench-cards.ts).
 *   npm run seed:demo && npm run seed:bench-cards     (run again: what exists is left alone)
 * On the embedded database, stop the server first: only one process may open it.
 */
import { seedBenchCards } from '../demo/bench-cards';
import { runSeed } from './seed-runner';

await runSeed(seedBenchCards);
