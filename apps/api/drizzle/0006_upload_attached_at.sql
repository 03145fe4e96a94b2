ALTER TABLE "uploads" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "uploads_unattached_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."attached_at" is null;--> statement-breakpoint
-- Uploads taken before attachment was recorded: everything a feature refers to (and every upload
-- already removed, which was attached once) counts as attached, so the cleanup never sees them.
UPDATE "uploads" SET "attached_at" = coalesce("completed_at", "created_at")
WHERE "attached_at" IS NULL AND (
  "status" = 'removed'
  OR "id" IN (SELECT "logo_upload_id" FROM "companies" WHERE "logo_upload_id" IS NOT NULL)
  OR "id" IN (SELECT "upload_id" FROM "company_media_items")
  OR "id" IN (SELECT "upload_id" FROM "company_documents")
  OR "id" IN (SELECT "profile_picture_upload_id" FROM "employer_users" WHERE "profile_picture_upload_id" IS NOT NULL)
);
