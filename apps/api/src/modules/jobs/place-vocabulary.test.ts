import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { createCompany } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import { useJobSearch } from './candidate-jobs.testing';
import { PLACES_MAX } from './job-places';
import { insertJob } from './job-search.testing';
import { jobPlaces, jobPosts } from './jobs.schema';

const ctx = useTestApp();
const { companyId, search } = useJobSearch(ctx);

/** How many published jobs of active companies each of `places` has, as the vocabulary counts them. */
async function counts(places: string[]): Promise<Record<string, number>> {
  const rows = await ctx.app.database.db.select().from(jobPlaces).where(inArray(jobPlaces.place, places));
  return Object.fromEntries(rows.map((row) => [row.place, row.jobs]));
}

const setPlace = (id: string, officeLocation: string) =>
  ctx.app.database.db.update(jobPosts).set({ officeLocation }).where(eq(jobPosts.id, id));
const setStatus = (id: string, status: 'draft' | 'open' | 'closed') =>
  ctx.app.database.db.update(jobPosts).set({ status }).where(eq(jobPosts.id, id));

/** The titles a candidate's search for `query` finds, and its count. */
async function found(query: Record<string, string>) {
  const page = await search(query);
  return { titles: page.data.map((job) => job.jobTitle).sort(), total: page.totalRecords };
}

/** The places a search for `location` says it searched instead of a misspelt one. */
async function corrected(location: string) {
  return (await search({ location })).correctedLocation;
}

describe('the vocabulary of places', () => {
  it('counts the published jobs of each place, and lets a place go once none is there', async () => {
    const first = await insertJob(ctx.app, companyId, { officeLocation: 'Ortsteil Nordheide' });
    const second = await insertJob(ctx.app, companyId, { officeLocation: 'Ortsteil Nordheide' });
    await insertJob(ctx.app, companyId, { officeLocation: 'Ortsteil Südheide', status: 'draft' });
    const places = ['Ortsteil Nordheide', 'Ortsteil Südheide', 'Ortsteil Westheide'];
    expect(await counts(places)).toEqual({ 'Ortsteil Nordheide': 2 });

    // closed jobs are still shown, so their places count
    await setStatus(second.id, 'closed');
    expect(await counts(places)).toEqual({ 'Ortsteil Nordheide': 2 });
    await setPlace(second.id, 'Ortsteil Westheide');
    expect(await counts(places)).toEqual({ 'Ortsteil Nordheide': 1, 'Ortsteil Westheide': 1 });
    await ctx.app.database.db.delete(jobPosts).where(eq(jobPosts.id, second.id));
    expect(await counts(places)).toEqual({ 'Ortsteil Nordheide': 1 });
    await setStatus(first.id, 'draft');
    expect(await counts(places)).toEqual({});
    await setStatus(first.id, 'open');
    expect(await counts(places)).toEqual({ 'Ortsteil Nordheide': 1 });
  });

  it('leaves out the places of a deactivated company, and takes them back with the company', async () => {
    const db = ctx.app.database.db;
    const other = (await createCompany(db)).id;
    const setActive = (isActive: boolean) =>
      db.update(companies).set({ isActive }).where(eq(companies.id, other));
    await insertJob(ctx.app, other, { officeLocation: 'Deichdorf' });
    await insertJob(ctx.app, other, { officeLocation: 'Deichdorf', status: 'closed' });
    await insertJob(ctx.app, other, { officeLocation: 'Marschdorf' });
    await insertJob(ctx.app, companyId, { officeLocation: 'Marschdorf' });
    const places = ['Deichdorf', 'Marschdorf', 'Geestdorf'];
    expect(await counts(places)).toEqual({ Deichdorf: 2, Marschdorf: 2 });

    await setActive(false);
    expect(await counts(places)).toEqual({ Marschdorf: 1 });
    // while it is inactive, its jobs' changes count for nothing
    await insertJob(ctx.app, other, { officeLocation: 'Geestdorf' });
    await setActive(false);
    expect(await counts(places)).toEqual({ Marschdorf: 1 });
    await setActive(true);
    expect(await counts(places)).toEqual({ Deichdorf: 2, Marschdorf: 2, Geestdorf: 1 });

    // a deleted company takes its places with it
    await db.delete(companies).where(eq(companies.id, other));
    expect(await counts(places)).toEqual({ Marschdorf: 1 });
  });

  it('finds the jobs of every place holding the location, of places similar to a misspelt one, and none of a place that is not there', async () => {
    await insertJob(ctx.app, companyId, {
      jobTitle: 'Fährfrau Oderbruch',
      officeLocation: 'Frankenau an der Oder',
    });
    await insertJob(ctx.app, companyId, { jobTitle: 'Fährfrau Eder', officeLocation: 'Frankenau' });
    await insertJob(ctx.app, companyId, {
      jobTitle: 'Fährfrau Entwurf',
      officeLocation: 'Frankenau Nord',
      status: 'draft',
    });
    expect(await found({ location: 'frankenau' })).toEqual({
      titles: ['Fährfrau Eder', 'Fährfrau Oderbruch'],
      total: 2,
    });
    expect(await found({ location: 'Frankenau', keyword: 'Oderbruch' })).toEqual({
      titles: ['Fährfrau Oderbruch'],
      total: 1,
    });
    // no place holds it as written: the places similar to it
    expect(await found({ location: 'Frankenaa', keyword: 'Fährfrau' })).toEqual({
      titles: ['Fährfrau Eder', 'Fährfrau Oderbruch'],
      total: 2,
    });
    // and says which: the most similar first; nothing for a place found as written or not at all
    expect(await corrected('Frankenaa')).toEqual(['Frankenau', 'Frankenau an der Oder']);
    expect(await corrected('Frankenau')).toBeNull();
    expect(await found({ location: 'Qxzvyk' })).toEqual({ titles: [], total: 0 });
    expect(await corrected('Qxzvyk')).toBeNull();
    // LIKE's wildcards are characters like any other here
    expect(await found({ location: '%' })).toEqual({ titles: [], total: 0 });
  });

  it('finds the jobs of a location that more places hold than a statement names', async () => {
    const db = ctx.app.database.db;
    const places = PLACES_MAX + 5;
    await db.execute(sql`
      insert into job_posts (company_id, job_title, job_types, contract_type, experience, office_location,
        work_place, industry, salary_from, salary_to, skill_tags, status, sharable_code, published_at)
      select ${companyId}, 'Gemeindestelle ' || n, array['full_time'], 'permanent', '2_years',
        'Gemeinde Nummer ' || n, array['on_site'], 'legal', 0, 0, array[]::text[], 'open',
        'gemeinde-' || n, now() - n * interval '1 minute'
      from generate_series(1, ${places}) as n`);
    expect(await counts([`Gemeinde Nummer ${places}`])).toEqual({ [`Gemeinde Nummer ${places}`]: 1 });
    const all = await found({ location: 'Gemeinde Nummer', pageSize: '100' });
    expect(all.total).toBe(places);
    expect(all.titles).toHaveLength(100);
    expect(await found({ location: 'Gemeinde Nummr', keyword: 'Gemeindestelle' })).toMatchObject({
      total: places,
    });
  });
});
