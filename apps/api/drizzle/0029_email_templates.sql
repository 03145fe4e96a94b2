-- Written by hand. A company's e-mail templates (issue 37). Names are unique per company without
-- regard to case. Companies are given the built-in defaults once, when created or, for companies
-- that existed before this migration, the first time their templates are read or a mail needs one
-- (`email_templates_seeded_at` remembers it, so a deleted default does not come back).
CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"cc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"interview" jsonb,
	"welcome_video_upload_id" uuid,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_welcome_video_upload_id_uploads_id_fk" FOREIGN KEY ("welcome_video_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_company_name_key" ON "email_templates" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "email_templates_company_type_idx" ON "email_templates" USING btree ("company_id","type","locale");--> statement-breakpoint
CREATE INDEX "email_templates_welcome_video_idx" ON "email_templates" USING btree ("welcome_video_upload_id");--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email_templates_seeded_at" timestamp with time zone;
