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
-- The words of a title as the vocabulary holds them: split and lower-cased as full-text search does,
-- three letters or more. One definition for the trigger below, the backfill and the bench's seed.
CREATE FUNCTION job_title_words_of(title text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, title))) AS w WHERE length(w) >= 3
$$;--> statement-breakpoint
-- Every writer keeps the vocabulary: a job that is published, or a published job whose title
-- changes, adds its title's words. Drafts add nothing, so a correction never names a word of an
-- unpublished job.
CREATE FUNCTION job_title_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_title_words (word) SELECT job_title_words_of(NEW.job_title) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER job_posts_title_words AFTER INSERT OR UPDATE OF job_title, status ON job_posts
  FOR EACH ROW WHEN (NEW.status <> 'draft') EXECUTE FUNCTION job_title_words_add();--> statement-breakpoint
INSERT INTO job_title_words (word)
  SELECT DISTINCT job_title_words_of(j.job_title) FROM job_posts j WHERE j.status <> 'draft'
ON CONFLICT DO NOTHING;
