-- Written by hand. The audio interview of an application (issue 37): its due date and dates, the
-- reminders sent (hours before the due date, each once), the answers as recordings of kind
-- `audio_answer` tied to their application (erased with it), and the audio reviewers' ratings.
ALTER TABLE "applications" ADD COLUMN "due_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "audio_invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "due_date_extended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "submit_audio_screening_answer_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "written_alternative_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "audio_reminders_sent" smallint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- the reminder job: open audio interviews by due date
CREATE INDEX "applications_recording_due_idx" ON "applications" USING btree ("due_date") WHERE status = 'recording' AND submit_audio_screening_answer_at IS NULL;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "application_id" uuid;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "answer_language" text;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recordings_application_idx" ON "recordings" USING btree ("application_id","question_id") WHERE application_id IS NOT NULL;--> statement-breakpoint
CREATE TABLE "application_audio_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"reviewer_id" text,
	"reviewer_name" text NOT NULL,
	"company_id" uuid NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score" real NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_audio_reviews" ADD CONSTRAINT "application_audio_reviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_audio_reviews" ADD CONSTRAINT "application_audio_reviews_reviewer_id_employer_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."employer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_audio_reviews" ADD CONSTRAINT "application_audio_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_audio_reviews_application_reviewer_key" ON "application_audio_reviews" USING btree ("application_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "application_audio_reviews_reviewer_idx" ON "application_audio_reviews" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "application_audio_reviews_company_idx" ON "application_audio_reviews" USING btree ("company_id","reviewer_id");
