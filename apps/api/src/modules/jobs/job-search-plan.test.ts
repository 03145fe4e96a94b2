import { JobSearchQuerySchema } from '@veil/domain/contracts';
import { describe, expect, it } from 'vitest';
import { searchPlan } from './job-search';
import { readsEveryMatch, surelyCapped, walksWithFilters } from './job-search-plan';

/*
 * The rules that pick a search's form from the statistics (job-search-plan.ts), with the shares
 * ANALYZE gave for the bench's million jobs (npm run bench:search). The statements each form sends
 * are tested on both databases in candidate-jobs-search-plans.test.ts.
 */

const MILLION = 1_000_000;
/** "Entwickler": 1.07 % of all jobs, all of them in the titles (one sample of ANALYZE; another gave 0.98 %) */
const entwickler = { words: ['Entwickler'], estimate: 10_700, titleShare: 0.0107, jobs: MILLION };
/** "manager": 16 % of all jobs, 5 % of the titles */
const manager = { words: ['manager'], estimate: 161_680, titleShare: 0.0495, jobs: MILLION };

const planOf = (query: Record<string, unknown>, told: Parameters<typeof searchPlan>[1]) =>
  searchPlan(JobSearchQuerySchema.parse({ pageSize: 20, ...query }), { sparseTiers: [2, 1], ...told });

describe('the form of a search, from the statistics', () => {
  it('walks with a job type whatever the number of jobs holding the word, and does not count what surely passes the cap', () => {
    // full-time jobs are half of all: 0.5 % of the jobs have "Entwickler" in the title and are full-time
    for (const told of [entwickler, { ...entwickler, estimate: 9_800, titleShare: 0.0098 }]) {
      const plan = planOf({ keyword: 'Entwickler', jobTypes: 'full_time' }, { ...told, filterShare: 0.4945 });
      expect(walksWithFilters(plan)).toBe(true);
      expect(readsEveryMatch(plan)).toBe(false);
      // about 5 000 such titles: more than ten times what the count would count to
      expect(surelyCapped(plan)).toBe(true);
    }
    // a common word with two of six experience levels: 0.7 % of the jobs by their titles
    const levels = planOf(
      { keyword: 'manager', experiences: '2_years,3_years' },
      { ...manager, filterShare: 0.145 },
    );
    expect(walksWithFilters(levels)).toBe(true);
    expect(surelyCapped(levels)).toBe(true);
  });

  it('counts where the titles with the filters are fewer than ten times the cap, and with a place besides', () => {
    // 1 000 jobs by the statistics: 1.07 % of titles times one industry of 10 %, under the walking
    // threshold too; the matches are read in one pass (1 070 rows)
    const industry = planOf(
      { keyword: 'Entwickler', industries: 'legal' },
      { ...entwickler, filterShare: 0.1 },
    );
    expect(walksWithFilters(industry)).toBe(false);
    expect(surelyCapped(industry)).toBe(false);
    expect(readsEveryMatch(industry)).toBe(true);
    const place = planOf(
      { keyword: 'Entwickler', jobTypes: 'full_time', location: 'Hamburg' },
      { ...entwickler, filterShare: 0.4945, places: ['Hamburg'] },
    );
    expect(walksWithFilters(place)).toBe(false);
    expect(surelyCapped(place)).toBe(false);
    // without the filters' share the statistics tell nothing: count, and do not walk
    const unknown = planOf({ keyword: 'Entwickler', jobTypes: 'full_time' }, { ...entwickler });
    expect(walksWithFilters(unknown)).toBe(false);
    expect(surelyCapped(unknown)).toBe(false);
  });

  it('reads every match in one pass when the rows it reads are few, however many jobs hold the word', () => {
    const allFilters = {
      keyword: 'Entwickler',
      location: 'Hamburg',
      salaryFrom: 50_000,
      jobTypes: 'full_time',
      industries: 'software_it_services,finance,retail,legal,energy_mining',
    };
    // full-time jobs of five industries are a tenth of all: 1 070 rows for "Entwickler", whether
    // ANALYZE found it in 10 700 jobs or in 9 800
    for (const estimate of [9_800, 10_700])
      expect(readsEveryMatch(planOf(allFilters, { ...entwickler, estimate, filterShare: 0.102 }))).toBe(true);
    // "manager" with the same filters: 16 500 rows, its tiers walk the newest-first index instead
    expect(
      readsEveryMatch(planOf({ ...allFilters, keyword: 'manager' }, { ...manager, filterShare: 0.102 })),
    ).toBe(false);
    // a rare word always, a keyword without GIN filters never
    expect(
      readsEveryMatch(planOf({ keyword: 'Orgelbauer' }, { rare: true, estimate: 0, jobs: MILLION })),
    ).toBe(true);
    expect(readsEveryMatch(planOf({ keyword: 'Entwickler', location: 'Hamburg' }, entwickler))).toBe(false);
  });
});
