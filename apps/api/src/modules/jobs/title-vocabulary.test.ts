import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { createCompany } from '../../testing/factories';
import { call } from '../../testing/http';
import { useTestApp } from '../../testing/test-app';
import { insertJob, signedUpCandidate } from './job-search.testing';
import { jobPosts, jobTitleWords } from './jobs.schema';

const ctx = useTestApp();
let candidate: { cookie: string };
let companyId: string;

beforeAll(async () => {
  candidate = await signedUpCandidate(ctx.app, ctx.mail);
  companyId = (await createCompany(ctx.app.database.db)).id;
});

/** How many published jobs hold each of `words`, as the vocabulary counts them (absent: none). */
async function counts(words: string[]): Promise<Record<string, number>> {
  const rows = await ctx.app.database.db
    .select()
    .from(jobTitleWords)
    .where(inArray(jobTitleWords.word, words));
  return Object.fromEntries(rows.map((row) => [row.word, row.jobs]));
}

const setTitle = (id: string, jobTitle: string) =>
  ctx.app.database.db.update(jobPosts).set({ jobTitle }).where(eq(jobPosts.id, id));
const setStatus = (id: string, status: 'draft' | 'open' | 'closed') =>
  ctx.app.database.db.update(jobPosts).set({ status }).where(eq(jobPosts.id, id));

describe('the title vocabulary', () => {
  it('counts the published jobs of each word, and lets a word go once none holds it', async () => {
    const north = await insertJob(ctx.app, companyId, { jobTitle: 'Lotsenkapitän Nordhafen' });
    const south = await insertJob(ctx.app, companyId, { jobTitle: 'Lotsenkapitän Südhafen' });
    await insertJob(ctx.app, companyId, { jobTitle: 'Lotsenkapitän Westhafen', status: 'draft' });
    const words = ['lotsenkapitän', 'nordhafen', 'südhafen', 'westhafen', 'kranmeisterin'];
    expect(await counts(words)).toEqual({ lotsenkapitän: 2, nordhafen: 1, südhafen: 1 });

    // closed jobs are still shown, so their words count
    await setStatus(south.id, 'closed');
    expect(await counts(words)).toEqual({ lotsenkapitän: 2, nordhafen: 1, südhafen: 1 });

    await ctx.app.database.db.delete(jobPosts).where(eq(jobPosts.id, south.id));
    expect(await counts(words)).toEqual({ lotsenkapitän: 1, nordhafen: 1 });

    await setTitle(north.id, 'Kranmeisterin Nordhafen');
    expect(await counts(words)).toEqual({ kranmeisterin: 1, nordhafen: 1 });

    await setStatus(north.id, 'draft');
    expect(await counts(words)).toEqual({});
    await setStatus(north.id, 'open');
    expect(await counts(words)).toEqual({ kranmeisterin: 1, nordhafen: 1 });
  });

  it('leaves out the jobs of a deactivated company, and takes them back with the company', async () => {
    const db = ctx.app.database.db;
    const other = (await createCompany(db)).id;
    const setActive = (isActive: boolean) =>
      db.update(companies).set({ isActive }).where(eq(companies.id, other));
    await insertJob(ctx.app, other, { jobTitle: 'Deichgräfin Marsch' });
    await insertJob(ctx.app, other, { jobTitle: 'Deichgräfin Geest', status: 'closed' });
    await insertJob(ctx.app, other, { jobTitle: 'Deichgräfin Watt', status: 'draft' });
    await insertJob(ctx.app, companyId, { jobTitle: 'Marsch Bauleitung' });
    const words = ['deichgräfin', 'marsch', 'geest', 'watt', 'bauleitung'];
    expect(await counts(words)).toEqual({ deichgräfin: 2, marsch: 2, geest: 1, bauleitung: 1 });

    await setActive(false);
    expect(await counts(words)).toEqual({ marsch: 1, bauleitung: 1 });
    // while it is inactive, its jobs' changes count for nothing
    await insertJob(ctx.app, other, { jobTitle: 'Deichgräfin Hallig' });
    expect(await counts([...words, 'hallig'])).toEqual({ marsch: 1, bauleitung: 1 });
    await setActive(false); // no change: nothing moves
    expect(await counts(words)).toEqual({ marsch: 1, bauleitung: 1 });

    await setActive(true);
    expect(await counts([...words, 'hallig'])).toEqual({
      deichgräfin: 3,
      marsch: 2,
      geest: 1,
      hallig: 1,
      bauleitung: 1,
    });

    // a deleted company takes its words with it, whether it was active or not
    await db.delete(companies).where(eq(companies.id, other));
    expect(await counts([...words, 'hallig'])).toEqual({ marsch: 1, bauleitung: 1 });
    const inactive = (await createCompany(db)).id;
    await insertJob(ctx.app, inactive, { jobTitle: 'Bauleitung Hallig' });
    await db.update(companies).set({ isActive: false }).where(eq(companies.id, inactive));
    await db.delete(companies).where(eq(companies.id, inactive));
    expect(await counts([...words, 'hallig'])).toEqual({ marsch: 1, bauleitung: 1 });
  });

  it('never corrects a misspelt keyword to the word of a job that is gone', async () => {
    const job = await insertJob(ctx.app, companyId, { jobTitle: 'Orgelstimmerin' });
    const search = async (keyword: string) => {
      const res = await call(ctx.app, 'candidate', 'GET', `/api/jobs?${new URLSearchParams({ keyword })}`, {
        cookie: candidate.cookie,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { correctedKeyword: string | null }).correctedKeyword;
    };
    expect(await search('Orgelstimerin')).toBe('orgelstimmerin');
    await ctx.app.database.db.delete(jobPosts).where(eq(jobPosts.id, job.id));
    expect(await search('Orgelstimerin')).toBeNull();
  });
});
