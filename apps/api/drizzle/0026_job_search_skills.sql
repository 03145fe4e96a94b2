-- Written by hand (drizzle-kit cannot express an index on this expression). The skill tags' own
-- full-text vector, as head_search holds it beside the title's (migration 0012), in a GIN index of
-- its own. Relevance tier 2 (title and skills together hold every word, the title alone does not)
-- needs at least one word from the skills; for a word of job titles that skills seldom hold
-- ("manager"), tier 2 is nearly empty, and reading it through head_search's index read every job with
-- the word in its title (51 000 at a million jobs, 160 ms on the page where tier 3 runs out) where
-- this index reads the few with it in their skills (job-search.queries.ts, `sparseTiers`).
CREATE INDEX "job_posts_skill_search_idx" ON "job_posts" USING gin (
  (to_tsvector('german'::regconfig, job_search_text(skill_tags)) || to_tsvector('english'::regconfig, job_search_text(skill_tags)))
) WHERE status <> 'draft';--> statement-breakpoint
-- the planner's statistics of the new index's expression come from ANALYZE
ANALYZE job_posts;
