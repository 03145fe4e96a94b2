-- The vocabulary of published job titles (job_title_words, jobs.schema.ts): a misspelt keyword is
-- corrected against these few thousand words instead of matching the typo against every title by
-- trigrams (which read tens of thousands of jobs at a million), so the titles' trigram index of
-- migration 0012 goes. The trigger below is written by hand (drizzle-kit cannot express triggers).
CREATE TABLE "job_title_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "job_posts_published_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "job_title_words_trgm_idx" ON "job_title_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Every writer keeps the vocabulary: a job that is published, or a published job whose title
-- changes, adds its title's words (split and lower-cased as full-text search does, three letters or
-- more). Drafts add nothing, so a correction never names a word of an unpublished job.
CREATE FUNCTION job_title_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_title_words (word)
    SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, NEW.job_title))) AS w
    WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER job_posts_title_words AFTER INSERT OR UPDATE OF job_title, status ON job_posts
  FOR EACH ROW WHEN (NEW.status <> 'draft') EXECUTE FUNCTION job_title_words_add();--> statement-breakpoint
INSERT INTO job_title_words (word)
  SELECT DISTINCT w FROM job_posts j, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, j.job_title))) AS w
  WHERE j.status <> 'draft' AND length(w) >= 3
ON CONFLICT DO NOTHING;
