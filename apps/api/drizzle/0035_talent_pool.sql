-- Written by hand. The talent pool (issue 39): a candidate's consent to stay in one company's pool
-- (ids, the job title of the application it was given on, the period, the revocation: nothing of the
-- profile, which the pool reads as the current anonymous CV), the company's pool numbers, and the
-- invitations to apply. Revoked and expired consents are deleted by the daily talent-pool retention.
CREATE TABLE "talent_pool_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" text NOT NULL,
	"company_id" uuid NOT NULL,
	"talent_number" integer NOT NULL,
	"job_title" text NOT NULL,
	"months" smallint NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "talent_pool_consents" ADD CONSTRAINT "talent_pool_consents_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pool_consents" ADD CONSTRAINT "talent_pool_consents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "talent_pool_consents_candidate_company_key" ON "talent_pool_consents" USING btree ("candidate_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_pool_consents_company_number_key" ON "talent_pool_consents" USING btree ("company_id","talent_number");--> statement-breakpoint
CREATE INDEX "talent_pool_consents_expires_idx" ON "talent_pool_consents" USING btree ("expires_at");--> statement-breakpoint
CREATE TABLE "talent_pool_counters" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"last_talent_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talent_pool_counters" ADD CONSTRAINT "talent_pool_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "talent_pool_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consent_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"job_title" text NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "talent_pool_invitations" ADD CONSTRAINT "talent_pool_invitations_consent_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."talent_pool_consents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pool_invitations" ADD CONSTRAINT "talent_pool_invitations_job_id_job_posts_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "talent_pool_invitations_consent_job_key" ON "talent_pool_invitations" USING btree ("consent_id","job_id");--> statement-breakpoint
CREATE INDEX "talent_pool_invitations_job_idx" ON "talent_pool_invitations" USING btree ("job_id");
