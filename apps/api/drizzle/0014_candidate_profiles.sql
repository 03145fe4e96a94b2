CREATE TABLE "candidate_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" text NOT NULL,
	"user_details" jsonb NOT NULL,
	"work_information" jsonb NOT NULL,
	"work_experiences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"educations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"certifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rewards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language_platform" text DEFAULT 'de' NOT NULL,
	"public_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_profiles_candidate_id_unique" UNIQUE("candidate_id"),
	CONSTRAINT "candidate_profiles_public_code_unique" UNIQUE("public_code")
);
--> statement-breakpoint
CREATE TABLE "resume_imports" (
	"candidate_id" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"result" text,
	"error_code" text,
	"upload_id" uuid,
	"storage_key" text,
	"file_name" text NOT NULL,
	"proposal" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_imports" ADD CONSTRAINT "resume_imports_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_imports" ADD CONSTRAINT "resume_imports_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_imports_upload_idx" ON "resume_imports" USING btree ("upload_id");