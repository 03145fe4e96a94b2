-- Written by hand. Notifications on both sides (issue 39): one row per recipient, written in the
-- transaction of the event that causes it (modules/notifications/notify.ts), announced on the
-- channel veil_notification so that every replica's open streams hear it. The row holds ids, a kind,
-- the application's status and number, the job's title and (for the candidate) the company's name as
-- they were when it was written, nothing of the candidate; it goes with the application, the job,
-- the candidate's account or the employer's account.
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"candidate_id" text,
	"employer_user_id" text,
	"kind" text NOT NULL,
	"application_id" uuid,
	"job_id" uuid,
	"status" text,
	"application_number" integer,
	"job_title" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_one_recipient" CHECK (("candidate_id" IS NULL) <> ("employer_user_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_employer_user_id_employer_users_id_fk" FOREIGN KEY ("employer_user_id") REFERENCES "public"."employer_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_job_id_job_posts_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_candidate_idx" ON "notifications" USING btree ("candidate_id","id") WHERE "candidate_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_employer_idx" ON "notifications" USING btree ("employer_user_id","id") WHERE "employer_user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_application_idx" ON "notifications" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "notifications_job_idx" ON "notifications" USING btree ("job_id");
