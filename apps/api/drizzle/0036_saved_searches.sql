-- Written by hand. Saved searches (issue 39): a candidate's search of the jobs list (the list's query
-- as JSON) under a name, with the switch for e-mails of new matching jobs; and the jobs each search
-- was matched with, one row per (search, job), so that a job is announced to a search once whatever
-- retries the work takes. Both go with the candidate's account (cascade), a match with its job too.
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"email_new_jobs" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_candidate_idx" ON "saved_searches" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"saved_search_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"matched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_search_matches_pkey" PRIMARY KEY("saved_search_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_job_id_job_posts_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_matches_job_idx" ON "saved_search_matches" USING btree ("job_id");
