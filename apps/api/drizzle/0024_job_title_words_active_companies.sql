-- The title vocabulary (migrations 0020, 0023) counts only the jobs a candidate can find: not drafts,
-- and not the jobs of a deactivated company, which the search leaves out too. Otherwise a misspelt
-- keyword could be corrected to a word that only such jobs hold, and find nothing. A company's
-- deactivation, reactivation or deletion moves the words of all its jobs at once; the jobs' own
-- trigger counts a job only while its company is active. Written by hand (drizzle-kit cannot
-- express triggers).
CREATE OR REPLACE FUNCTION job_title_words_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_words text[] := '{}';
  new_words text[] := '{}';
  company_id uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END;
BEGIN
  -- a job of a deactivated company, or of one being deleted (its trigger has taken its words), counts for nothing
  IF NOT coalesce((SELECT c.is_active FROM companies c WHERE c.id = company_id), false) THEN
    RETURN NULL;
  END IF;
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
-- Before the row goes, so that a deleted company's jobs are still there to be counted out; the
-- cascade that then deletes them finds no company and counts nothing more.
CREATE FUNCTION companies_title_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.is_active IS NOT DISTINCT FROM OLD.is_active THEN RETURN NEW; END IF;
    delta := CASE WHEN NEW.is_active THEN 1 ELSE -1 END;
  ELSIF OLD.is_active THEN
    delta := -1;
  ELSE
    RETURN OLD;
  END IF;
  INSERT INTO job_title_words (word, jobs)
    SELECT word, delta * count(*)::int
    FROM job_posts j CROSS JOIN LATERAL job_title_words_of(j.job_title) AS word
    WHERE j.company_id = OLD.id AND j.status <> 'draft'
    GROUP BY word
    ORDER BY word
  ON CONFLICT (word) DO UPDATE SET jobs = job_title_words.jobs + excluded.jobs;
  IF delta < 0 THEN
    DELETE FROM job_title_words WHERE jobs <= 0 AND word IN (
      SELECT job_title_words_of(j.job_title) FROM job_posts j WHERE j.company_id = OLD.id AND j.status <> 'draft'
    );
  END IF;
  RETURN CASE WHEN TG_OP = 'UPDATE' THEN NEW ELSE OLD END;
END
$$;--> statement-breakpoint
CREATE TRIGGER companies_title_words BEFORE UPDATE OF is_active OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION companies_title_words();--> statement-breakpoint
-- Until now every published job counted: the jobs of deactivated companies leave.
UPDATE job_title_words w SET jobs = w.jobs - inactive.n
  FROM (
    SELECT word, count(*)::int AS n
    FROM job_posts j
    JOIN companies c ON c.id = j.company_id AND NOT c.is_active
    CROSS JOIN LATERAL job_title_words_of(j.job_title) AS word
    WHERE j.status <> 'draft'
    GROUP BY word
  ) inactive
  WHERE inactive.word = w.word;--> statement-breakpoint
DELETE FROM job_title_words WHERE jobs <= 0;
