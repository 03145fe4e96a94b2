CREATE TABLE "recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" text NOT NULL,
	"kind" text NOT NULL,
	"question_id" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'recording' NOT NULL,
	"raw_upload_id" uuid,
	"altered_key" text,
	"audio_seconds" real,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_raw_upload_id_uploads_id_fk" FOREIGN KEY ("raw_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recordings_candidate_idx" ON "recordings" USING btree ("candidate_id","kind","question_id");--> statement-breakpoint
CREATE INDEX "recordings_raw_upload_idx" ON "recordings" USING btree ("raw_upload_id");--> statement-breakpoint
CREATE INDEX "recordings_kind_created_idx" ON "recordings" USING btree ("kind","created_at");