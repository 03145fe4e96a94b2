-- Written by hand. The interview invitation with time slots (issue 38): one interview per
-- application (type, duration, place, cc, the calendar files' sequence), its proposed slots, its
-- interviewers, and the application's interview fields. Everything is erased with the application
-- (cascade); the calendar files are stored with their mails (mail_messages.attachments), which the
-- application's erasure deletes through application_mails.
ALTER TABLE "applications" ADD COLUMN "interview_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "is_interview_sent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "interview_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"interview_type" text NOT NULL,
	"duration" integer NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"meeting_url" text DEFAULT '' NOT NULL,
	"cc" text[] DEFAULT '{}' NOT NULL,
	"time_zone" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"confirmed_slot_id" uuid,
	"confirmed_at" timestamp with time zone,
	"no_slot_fits_message" text,
	"no_slot_fits_at" timestamp with time zone,
	"reschedule_message" text,
	"reschedule_requested_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_interviewers" (
	"interview_id" uuid NOT NULL,
	"employer_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "interview_interviewers_interview_id_employer_id_pk" PRIMARY KEY("interview_id","employer_id")
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_employer_id_employer_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employer_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_application_key" ON "interviews" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "interviews_company_idx" ON "interviews" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "interview_slots_interview_idx" ON "interview_slots" USING btree ("interview_id","position");--> statement-breakpoint
-- the reserved-slot check: an interviewer's interviews
CREATE INDEX "interview_interviewers_employer_idx" ON "interview_interviewers" USING btree ("employer_id","interview_id");
