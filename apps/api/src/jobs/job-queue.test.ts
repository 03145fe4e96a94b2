import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { waitFor } from '../testing/wait-for';
import { type JobQueue, type JobRun, openJobQueue } from './job-queue';

type TestJobs = {
  'test.record': { label: string };
  'test.flaky': { failures: number };
  'test.later': { label: string };
  'test.batch': { label: string };
};
const TEST_QUEUES = {
  'test.record': { retryLimit: 0 },
  'test.flaky': { retryLimit: 2, retryDelay: 1, retryBackoff: true, retryDelayMax: 4 },
  'test.later': { retryLimit: 0 },
  'test.batch': { retryLimit: 1, retryDelay: 1 },
};

const ctx = useTestApp();
const state: { jobs?: JobQueue<TestJobs> } = {};
const seen: string[] = [];
const batchRuns: string[] = [];
const flakyRuns: Array<{ run: JobRun<TestJobs['test.flaky']>; at: number }> = [];

const queue = () => {
  if (!state.jobs) throw new Error('the test queue is not open');
  return state.jobs;
};
const open = () => openJobQueue<TestJobs>(ctx.app.database, ctx.app.log, TEST_QUEUES);

beforeAll(async () => {
  state.jobs = await open();
  await queue().work(
    'test.record',
    async (job) => {
      seen.push(job.data.label);
    },
    { pollingIntervalSeconds: 0.5 },
  );
  await queue().work(
    'test.flaky',
    async (run) => {
      flakyRuns.push({ run, at: Date.now() });
      if (run.retryCount < run.data.failures) throw new Error(`planned failure ${run.retryCount + 1}`);
    },
    { pollingIntervalSeconds: 0.5 },
  );
  await queue().work(
    'test.batch',
    async (run) => {
      batchRuns.push(`${run.data.label}#${run.retryCount}`);
      if (run.data.label === 'bad' && run.retryCount === 0) throw new Error('planned failure');
    },
    { pollingIntervalSeconds: 0.5, batchSize: 5 },
  );
});
afterAll(async () => {
  await state.jobs?.stop();
});

/** pg-boss's own record of the jobs of a queue, to prove what exists and what does not. */
async function storedLabels(name: string): Promise<string[]> {
  const result = await ctx.app.database.db.execute(
    sql`select data->>'label' as label from pgboss.job where name = ${name} order by created_on`,
  );
  // the app's database type spans both drivers, whose raw results both carry `rows`
  return (result as { rows: Array<{ label: string }> }).rows.map((r) => r.label);
}

describe('job queue', () => {
  it('runs a job sent outside any transaction', async () => {
    await queue().send('test.record', { label: 'plain' });
    await waitFor(() => seen.includes('plain'), { what: 'the plain job' });
  });

  it('writes a job in the caller transaction: committed it runs, rolled back it never existed', async () => {
    await expect(
      ctx.app.database.db.transaction(async (tx) => {
        await queue().send('test.record', { label: 'rolled-back' }, { tx });
        throw new Error('the service failed');
      }),
    ).rejects.toThrow('the service failed');
    await ctx.app.database.db.transaction(async (tx) => {
      await queue().send('test.record', { label: 'committed' }, { tx });
    });
    await waitFor(() => seen.includes('committed'), { what: 'the committed job' });
    expect(seen).not.toContain('rolled-back');
    expect(await storedLabels('test.record')).toEqual(['plain', 'committed']);
  });

  it('retries a failing job with growing delays and tells the handler its last attempt', async () => {
    await queue().send('test.flaky', { failures: 2 });
    await waitFor(() => flakyRuns.length === 3, { timeoutMs: 30_000, what: 'three attempts' });
    const [first, second, third] = flakyRuns;
    expect(flakyRuns.map((r) => r.run.retryCount)).toEqual([0, 1, 2]);
    expect(flakyRuns.map((r) => r.run.isLastAttempt)).toEqual([false, false, true]);
    expect(third?.run.retryLimit).toBe(2);
    // backoff: about 1-2 s before the first retry, about 2-4 s before the second
    const gap1 = (second?.at ?? 0) - (first?.at ?? 0);
    const gap2 = (third?.at ?? 0) - (second?.at ?? 0);
    expect(gap1).toBeGreaterThanOrEqual(900);
    expect(gap2).toBeGreaterThanOrEqual(1900);
  });

  it('keeps a job while no worker runs and hands it to a worker started later', async () => {
    // like the create-admin command: a process that only queues, then exits
    const producer = await open();
    await producer.send('test.later', { label: 'survives' });
    await producer.stop();

    const consumer = await open();
    const handled: string[] = [];
    await consumer.work(
      'test.later',
      async (job) => {
        handled.push(job.data.label);
      },
      { pollingIntervalSeconds: 0.5 },
    );
    await waitFor(() => handled.includes('survives'), { what: 'the job queued before the worker started' });
    await consumer.stop();
  });

  it('settles each job of a batch on its own: one failure retries that job only', async () => {
    // due at the same moment, so one fetch takes all three
    const startAfter = new Date(Date.now() + 2000);
    for (const label of ['a', 'bad', 'c']) await queue().send('test.batch', { label }, { startAfter });
    await waitFor(() => batchRuns.includes('bad#1'), {
      timeoutMs: 60_000,
      what: 'the retry of the failed job',
    });
    expect(batchRuns.filter((r) => r.endsWith('#1'))).toEqual(['bad#1']);
    expect(batchRuns).toEqual(expect.arrayContaining(['a#0', 'bad#0', 'c#0']));
  });
});
