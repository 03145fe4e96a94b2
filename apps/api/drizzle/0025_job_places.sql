-- The vocabulary of places (job_places, jobs.schema.ts): each office location of the jobs a candidate
-- can find (not drafts, not the jobs of a deactivated company), with how many such jobs it has. A
-- location the candidate types is looked up here, among a few thousand places: the places holding it
-- as written ("Frankfurt" finds "Frankfurt am Main"), or, when none does, the places similar to it by
-- word similarity ("Berln" finds "Berlin"). The search then matches those places exactly, so the
-- jobs of a place are one range of a btree index, newest first, instead of a trigram test on every
-- job it walks past (12–20 ms for a misspelt place at a million jobs) or a bitmap of trigrams that
-- many places share. The trigram index on the jobs' places is no longer needed. The triggers below
-- are written by hand (drizzle-kit cannot express triggers); they keep the places as the title
-- words of migrations 0023 and 0024 are kept.
CREATE TABLE "job_places" (
	"place" text PRIMARY KEY NOT NULL,
	"jobs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "job_posts_location_trgm_idx";--> statement-breakpoint
CREATE INDEX "job_places_trgm_idx" ON "job_places" USING gin ("place" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_posts_place_published_idx" ON "job_posts" USING btree ("office_location","published_at","id") WHERE status <> 'draft';--> statement-breakpoint
CREATE FUNCTION job_places_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_place text;
  new_place text;
  company_id uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END;
BEGIN
  -- a job of a deactivated company, or of one being deleted (its trigger has taken its places), counts for nothing
  IF NOT coalesce((SELECT c.is_active FROM companies c WHERE c.id = company_id), false) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.status <> 'draft' THEN old_place := OLD.office_location; END IF;
  IF TG_OP <> 'DELETE' AND NEW.status <> 'draft' THEN new_place := NEW.office_location; END IF;
  IF old_place IS NOT DISTINCT FROM new_place THEN RETURN NULL; END IF;
  -- in the places' order, so two jobs changing at once lock shared places alike
  INSERT INTO job_places (place, jobs)
    SELECT changed.place, changed.delta FROM (
      SELECT new_place AS place, 1 AS delta WHERE new_place IS NOT NULL
      UNION ALL
      SELECT old_place, -1 WHERE old_place IS NOT NULL
    ) changed
    ORDER BY changed.place
  ON CONFLICT (place) DO UPDATE SET jobs = job_places.jobs + excluded.jobs;
  DELETE FROM job_places WHERE place = old_place AND jobs <= 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER job_posts_places AFTER INSERT OR UPDATE OF office_location, status OR DELETE ON job_posts
  FOR EACH ROW EXECUTE FUNCTION job_places_count();--> statement-breakpoint
-- Before the row goes, so that a deleted company's jobs are still there to be counted out; the
-- cascade that then deletes them finds no company and counts nothing more.
CREATE FUNCTION companies_places() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO job_places (place, jobs)
    SELECT j.office_location, delta * count(*)::int
    FROM job_posts j
    WHERE j.company_id = OLD.id AND j.status <> 'draft'
    GROUP BY j.office_location
    ORDER BY j.office_location
  ON CONFLICT (place) DO UPDATE SET jobs = job_places.jobs + excluded.jobs;
  IF delta < 0 THEN
    DELETE FROM job_places WHERE jobs <= 0 AND place IN (
      SELECT j.office_location FROM job_posts j WHERE j.company_id = OLD.id AND j.status <> 'draft'
    );
  END IF;
  RETURN CASE WHEN TG_OP = 'UPDATE' THEN NEW ELSE OLD END;
END
$$;--> statement-breakpoint
CREATE TRIGGER companies_places BEFORE UPDATE OF is_active OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION companies_places();--> statement-breakpoint
INSERT INTO job_places (place, jobs)
  SELECT j.office_location, count(*)::int
  FROM job_posts j
  JOIN companies c ON c.id = j.company_id AND c.is_active
  WHERE j.status <> 'draft'
  GROUP BY j.office_location;--> statement-breakpoint
ANALYZE job_places;
