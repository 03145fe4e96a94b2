CREATE INDEX "job_posts_published_idx" ON "job_posts" USING btree ("published_at","id") WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "job_posts_industry_published_idx" ON "job_posts" USING btree ("industry","published_at","id") WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "job_posts_experience_published_idx" ON "job_posts" USING btree ("experience","published_at","id") WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "job_posts_job_types_idx" ON "job_posts" USING gin ("job_types") WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "job_posts_salary_idx" ON "job_posts" USING btree ("salary_to","salary_from") WHERE status <> 'draft' and salary_to > 0;--> statement-breakpoint
CREATE INDEX "job_posts_location_trgm_idx" ON "job_posts" USING gin ("office_location" gin_trgm_ops) WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "job_posts_published_title_trgm_idx" ON "job_posts" USING gin ("job_title" gin_trgm_ops) WHERE status <> 'draft';--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express generated tsvector columns). Full-text search of
-- published jobs in German and English: every text is indexed with both configurations, so a
-- German and an English stem of a word are both found. Three nested vectors serve the relevance
-- tiers of job-search.queries.ts without computing a rank per row:
--   title_search  the title                              (tier 3, weight A)
--   head_search   the title and the skill tags           (tier 2, weights A, B)
--   doc_search    title, skill tags and the body text    (tier 1, weights A, B, C: the job type
--                 description and the rich-text sections with their HTML tags and entities removed)
CREATE FUNCTION job_search_text(tags text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_to_string(tags, ' ');--> statement-breakpoint
CREATE FUNCTION job_search_body(description text, responsibilities text, requirements text, benefits text, infos text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN regexp_replace(
    regexp_replace(description || ' ' || responsibilities || ' ' || requirements || ' ' || benefits || ' ' || infos, '<[^>]*>', ' ', 'g'),
    '&[#a-zA-Z0-9]+;', ' ', 'g');--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "title_search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('german'::regconfig, job_title) || to_tsvector('english'::regconfig, job_title), 'A')
) STORED;--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "head_search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('german'::regconfig, job_title) || to_tsvector('english'::regconfig, job_title), 'A')
  || setweight(to_tsvector('german'::regconfig, job_search_text(skill_tags)) || to_tsvector('english'::regconfig, job_search_text(skill_tags)), 'B')
) STORED;--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "doc_search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('german'::regconfig, job_title) || to_tsvector('english'::regconfig, job_title), 'A')
  || setweight(to_tsvector('german'::regconfig, job_search_text(skill_tags)) || to_tsvector('english'::regconfig, job_search_text(skill_tags)), 'B')
  || setweight(
    to_tsvector('german'::regconfig, job_search_body(job_type_description, responsibilities, requirements, benefits, infos))
    || to_tsvector('english'::regconfig, job_search_body(job_type_description, responsibilities, requirements, benefits, infos)), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "job_posts_title_search_idx" ON "job_posts" USING gin ("title_search") WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "job_posts_head_search_idx" ON "job_posts" USING gin ("head_search") WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "job_posts_doc_search_idx" ON "job_posts" USING gin ("doc_search") WHERE status <> 'draft';
