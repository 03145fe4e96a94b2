CREATE TABLE "job_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_title" text NOT NULL,
	"job_type_description" text DEFAULT '' NOT NULL,
	"job_types" text[] NOT NULL,
	"contract_type" text NOT NULL,
	"experience" text NOT NULL,
	"office_location" text NOT NULL,
	"work_place" text[] NOT NULL,
	"salary_from" integer DEFAULT 0 NOT NULL,
	"salary_to" integer DEFAULT 0 NOT NULL,
	"industry" text NOT NULL,
	"responsibilities" text DEFAULT '' NOT NULL,
	"requirements" text DEFAULT '' NOT NULL,
	"benefits" text DEFAULT '' NOT NULL,
	"infos" text DEFAULT '' NOT NULL,
	"skill_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"screening_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audio_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"sharable_code" text NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "job_posts_sharable_code_unique" UNIQUE("sharable_code")
);
--> statement-breakpoint
CREATE TABLE "saved_jobs" (
	"candidate_id" text NOT NULL,
	"job_id" uuid NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_jobs_candidate_id_job_id_pk" PRIMARY KEY("candidate_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_job_id_job_posts_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_posts_company_created_idx" ON "job_posts" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "job_posts_created_idx" ON "job_posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "job_posts_title_trgm_idx" ON "job_posts" USING gin ("job_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "saved_jobs_candidate_saved_idx" ON "saved_jobs" USING btree ("candidate_id","saved_at","job_id");--> statement-breakpoint
CREATE INDEX "saved_jobs_job_idx" ON "saved_jobs" USING btree ("job_id");