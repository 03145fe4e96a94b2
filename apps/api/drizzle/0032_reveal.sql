-- Written by hand. The reveal of the full profile after the interview (issue 38): the snapshot the
-- company reads (erased with the application) and the record that the candidate shared it (ids and
-- times only; it outlives a withdrawal and goes with the candidate's account, docs/product-decisions.md).
-- The interview's time it is allowed after is applications.interview_at (0031).
CREATE TABLE "revealed_profiles" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"profile" jsonb NOT NULL,
	"revealed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revealed_profiles" ADD CONSTRAINT "revealed_profiles_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "reveal_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" text NOT NULL,
	"company_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"application_number" integer NOT NULL,
	"revealed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reveal_records" ADD CONSTRAINT "reveal_records_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reveal_records" ADD CONSTRAINT "reveal_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reveal_records_application_key" ON "reveal_records" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "reveal_records_candidate_idx" ON "reveal_records" USING btree ("candidate_id","revealed_at");--> statement-breakpoint
CREATE INDEX "reveal_records_company_idx" ON "reveal_records" USING btree ("company_id","revealed_at");
