CREATE TABLE "application_mails" (
	"application_id" uuid NOT NULL,
	"mail_message_id" uuid NOT NULL,
	CONSTRAINT "application_mails_application_id_mail_message_id_pk" PRIMARY KEY("application_id","mail_message_id")
);
--> statement-breakpoint
CREATE TABLE "application_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_reviewers" (
	"application_id" uuid NOT NULL,
	"reviewer_id" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "application_reviewers_application_id_kind_reviewer_id_pk" PRIMARY KEY("application_id","kind","reviewer_id")
);
--> statement-breakpoint
CREATE TABLE "application_reviews" (
	"application_id" uuid NOT NULL,
	"reviewer_id" text NOT NULL,
	"company_id" uuid NOT NULL,
	"cv_rating" integer NOT NULL,
	"cv_comment" text DEFAULT '' NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score" real NOT NULL,
	"spread" real,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_reviews_application_id_reviewer_id_pk" PRIMARY KEY("application_id","reviewer_id")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"candidate_id" text NOT NULL,
	"sequence_number" integer,
	"status" text DEFAULT 'applying' NOT NULL,
	"screening_answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shared_answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"anonymous_cv" jsonb,
	"search_text" text DEFAULT '' NOT NULL,
	"person_in_charge_id" text,
	"is_selected" boolean DEFAULT false NOT NULL,
	"overall_rating" real,
	"rejection_note" text,
	"rejection_reason" text,
	"revealed_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"screening_started_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_counters" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"last_application_number" integer DEFAULT 0 NOT NULL,
	"last_log_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deletion_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"log_number" integer NOT NULL,
	"application_id" uuid NOT NULL,
	"application_number" integer,
	"job_id" uuid,
	"job_title" text,
	"company_name" text,
	"application_created_at" timestamp with time zone,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text,
	"deleted_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"responsible_person_id" text,
	"responsible_person_name" text,
	"expires_at" timestamp with time zone NOT NULL,
	"expired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawn_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"candidate_id" text NOT NULL,
	"job_id" uuid,
	"job_title" text NOT NULL,
	"company_name" text NOT NULL,
	"reason" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"withdrawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_mails" ADD CONSTRAINT "application_mails_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_mails" ADD CONSTRAINT "application_mails_mail_message_id_mail_messages_id_fk" FOREIGN KEY ("mail_message_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_author_id_employer_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."employer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_reviewers" ADD CONSTRAINT "application_reviewers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_reviewers" ADD CONSTRAINT "application_reviewers_reviewer_id_employer_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."employer_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_reviews" ADD CONSTRAINT "application_reviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_reviews" ADD CONSTRAINT "application_reviews_reviewer_id_employer_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."employer_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_reviews" ADD CONSTRAINT "application_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_job_posts_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_person_in_charge_id_employer_users_id_fk" FOREIGN KEY ("person_in_charge_id") REFERENCES "public"."employer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_counters" ADD CONSTRAINT "company_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_logs" ADD CONSTRAINT "deletion_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawn_applications" ADD CONSTRAINT "withdrawn_applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_mails_message_idx" ON "application_mails" USING btree ("mail_message_id");--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_notes_author_idx" ON "application_notes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "application_reviewers_reviewer_idx" ON "application_reviewers" USING btree ("reviewer_id","kind","application_id");--> statement-breakpoint
CREATE INDEX "application_reviews_reviewer_idx" ON "application_reviews" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "application_reviews_company_idx" ON "application_reviews" USING btree ("company_id","reviewer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_candidate_job_key" ON "applications" USING btree ("candidate_id","job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_company_sequence_key" ON "applications" USING btree ("company_id","sequence_number");--> statement-breakpoint
CREATE INDEX "applications_company_status_sequence_idx" ON "applications" USING btree ("company_id","status","sequence_number");--> statement-breakpoint
CREATE INDEX "applications_company_job_sequence_idx" ON "applications" USING btree ("company_id","job_id","sequence_number");--> statement-breakpoint
CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id","status");--> statement-breakpoint
CREATE INDEX "applications_person_in_charge_idx" ON "applications" USING btree ("person_in_charge_id");--> statement-breakpoint
CREATE INDEX "applications_candidate_created_idx" ON "applications" USING btree ("candidate_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_search_trgm_idx" ON "applications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_rejected_idx" ON "applications" USING btree ("rejected_at") WHERE status = 'rejected';--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_logs_company_number_key" ON "deletion_logs" USING btree ("company_id","log_number");--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_logs_application_key" ON "deletion_logs" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "deletion_logs_expires_idx" ON "deletion_logs" USING btree ("expires_at") WHERE expired_at is null;--> statement-breakpoint
CREATE INDEX "withdrawn_applications_candidate_idx" ON "withdrawn_applications" USING btree ("candidate_id","withdrawn_at","id");