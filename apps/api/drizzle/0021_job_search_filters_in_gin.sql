-- Written by hand (drizzle-kit cannot express these columns). A keyword with filters: the keyword's
-- matches were read from the full-text index and each one's table row checked against the filters
-- (8 355 rows for "Entwickler" at a million jobs, to find 45 full-time jobs in five industries in
-- Hamburg). With the filters' values in the same GIN index as the full-text vector, one index scan
-- intersects the keyword with job types, industries and experiences, and only the jobs matching all
-- of them are read from the table (job-search.queries.ts, `ginFilters`). The place is left out: its
-- trigrams are shared by many places ("ber", "lin"), and intersecting the keyword with them took
-- 30 ms for "manager" in Berlin where reading the table in order and stopping early takes 11 ms.
-- A GIN index over several columns serves a condition on any one of them as well as one of its
-- own, so it replaces the full-text vector's index.
DROP INDEX "job_posts_doc_search_idx";--> statement-breakpoint
CREATE INDEX "job_posts_doc_filters_idx" ON "job_posts" USING gin (
  "doc_search", (array["industry"]), (array["experience"]), "job_types"
) WHERE status <> 'draft';--> statement-breakpoint
-- the planner's statistics of the new index's expressions (one-element arrays) come from ANALYZE
ANALYZE job_posts;
