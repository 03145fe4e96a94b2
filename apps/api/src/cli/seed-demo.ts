/**
 * Demo data: a super admin and a few companies with accounts, some activated with the demo password,
 * the /demo tour's visitor accounts and a demo candidate with an application (modules/demo).
 *   npm run seed:demo          (run again: what exists is left alone)
 * On the embedded database, stop the server first: only one process may open it.
 */
import { DEMO_PASSWORD } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/demo-seed';
import { runSeed } from './seed-runner';

export { DEMO_ADMIN, DEMO_PASSWORD } from '../demo/demo-accounts';

await runSeed(async (deps) => {
  const lines = await seedDemoData({ ...deps, sendActivation: deps.mail.sendActivation });
  return `Demo data ready. Password of every active demo account: ${DEMO_PASSWORD}\n${lines.join('\n')}`;
});
