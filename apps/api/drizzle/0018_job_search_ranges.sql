-- Written by hand (drizzle-kit cannot express INCLUDE). The candidate's search with industries and
-- experiences together (job-search.queries.ts, merged ranges): each filter alone is common, their
-- combination with a place, a job type and a salary rare (a few hundred of a million jobs), so
-- walking the newest-first index reads thousands of rows per match, and an AND of one bitmap per
-- filter reads every filter's matches in full. Here every (industry, experience) pair is one range
-- ordered newest first; the page merges the ranges of the wanted pairs and stops as soon as it is
-- full, and the capped count reads only those ranges. The other filters are checked on the index
-- entry itself (INCLUDE), so neither reads the table.
-- The two IS NOT NULL (both columns are NOT NULL, so no job is left out) make the index usable only
-- by a search with both filters, which is what it is laid out for: `experience = any(…)` alone
-- implies just one of them, and read through this index it would skip past every industry's other
-- experiences (measured: slower than reading the table).
CREATE INDEX "job_posts_industry_experience_published_idx" ON "job_posts" USING btree ("industry","experience","published_at","id")
  INCLUDE ("job_types","office_location","salary_from","salary_to","company_id")
  WHERE status <> 'draft' AND industry IS NOT NULL AND experience IS NOT NULL;--> statement-breakpoint
-- Every search leaves out the jobs of deactivated companies (a handful): read from this tiny index
-- instead of every company's row, once per range of the page.
CREATE INDEX "companies_inactive_idx" ON "companies" USING btree ("id") WHERE NOT is_active;
