CREATE TABLE "vacuum_requests" (
	"table_name" text PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault_screening_answers" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vault_screening_answers" ADD CONSTRAINT "vault_screening_answers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The answers as the candidate wrote them move into the vault (docs/decisions/019); the application
-- keeps only the masked copy employers read.
INSERT INTO "vault_screening_answers" ("application_id", "answers", "updated_at")
SELECT "id", "screening_answers", "updated_at" FROM "applications" WHERE "screening_answers" <> '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "screening_answers";--> statement-breakpoint
-- A dropped column stays in the table's pages until they are rewritten: the vacuum job does that.
INSERT INTO "vacuum_requests" ("table_name") VALUES ('public.applications') ON CONFLICT DO NOTHING;