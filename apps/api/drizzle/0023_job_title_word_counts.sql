-- The title vocabulary (migration 0020) counts the published jobs whose titles hold each word, so
-- that a word leaves once none does (its job deleted, put back to draft, retitled): a misspelt
-- keyword is then never corrected to a word that finds nothing. The trigger below is written by
-- hand (drizzle-kit cannot express triggers).
ALTER TABLE "job_title_words" ADD COLUMN "jobs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE job_title_words w SET jobs = c.n
  FROM (
    SELECT word, count(*)::int AS n
    FROM job_posts j CROSS JOIN LATERAL job_title_words_of(j.job_title) AS word
    WHERE j.status <> 'draft'
    GROUP BY word
  ) c
  WHERE c.word = w.word;--> statement-breakpoint
DELETE FROM job_title_words WHERE jobs <= 0;--> statement-breakpoint
DROP TRIGGER job_posts_title_words ON job_posts;--> statement-breakpoint
DROP FUNCTION job_title_words_add();--> statement-breakpoint
-- A job counts while it is not a draft. The words a change adds and those it removes are written
-- in one statement, in the words' order, so two jobs changing at once lock shared words alike.
CREATE FUNCTION job_title_words_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_words text[] := '{}';
  new_words text[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status <> 'draft' THEN
    old_words := ARRAY(SELECT job_title_words_of(OLD.job_title));
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status <> 'draft' THEN
    new_words := ARRAY(SELECT job_title_words_of(NEW.job_title));
  END IF;
  INSERT INTO job_title_words (word, jobs)
    SELECT changed.word, changed.delta FROM (
      SELECT w AS word, 1 AS delta FROM unnest(new_words) AS w WHERE NOT (w = ANY (old_words))
      UNION ALL
      SELECT w, -1 FROM unnest(old_words) AS w WHERE NOT (w = ANY (new_words))
    ) changed
    ORDER BY changed.word
  ON CONFLICT (word) DO UPDATE SET jobs = job_title_words.jobs + excluded.jobs;
  DELETE FROM job_title_words WHERE word = ANY (old_words) AND jobs <= 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER job_posts_title_words AFTER INSERT OR UPDATE OF job_title, status OR DELETE ON job_posts
  FOR EACH ROW EXECUTE FUNCTION job_title_words_count();
