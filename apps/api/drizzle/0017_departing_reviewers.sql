-- Ratings outlive their reviewer's account: reviewer_id becomes nullable (ON DELETE SET NULL) and the
-- name is kept with the rating, as notes keep author_name. A surrogate key replaces the primary key
-- (application_id, reviewer_id); a unique index on the same pair still stops a second rating.
ALTER TABLE "application_reviews" ADD COLUMN "reviewer_name" text;--> statement-breakpoint
UPDATE "application_reviews" AS r SET "reviewer_name" = trim(u."first_name" || ' ' || u."last_name") FROM "employer_users" AS u WHERE u."id" = r."reviewer_id";--> statement-breakpoint
UPDATE "application_reviews" SET "reviewer_name" = '' WHERE "reviewer_name" IS NULL;--> statement-breakpoint
ALTER TABLE "application_reviews" ALTER COLUMN "reviewer_name" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "application_reviews_application_reviewer_key" ON "application_reviews" USING btree ("application_id","reviewer_id");--> statement-breakpoint
ALTER TABLE "application_reviews" DROP CONSTRAINT "application_reviews_application_id_reviewer_id_pk";--> statement-breakpoint
ALTER TABLE "application_reviews" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "application_reviews" ALTER COLUMN "reviewer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "application_reviews" DROP CONSTRAINT "application_reviews_reviewer_id_employer_users_id_fk";--> statement-breakpoint
ALTER TABLE "application_reviews" ADD CONSTRAINT "application_reviews_reviewer_id_employer_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."employer_users"("id") ON DELETE set null ON UPDATE no action;
