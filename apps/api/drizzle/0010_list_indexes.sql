CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_default_person_in_charge_idx" ON "companies" USING btree ("default_person_in_charge_id");--> statement-breakpoint
CREATE INDEX "companies_default_reviewer_idx" ON "companies" USING btree ("default_reviewer_id");--> statement-breakpoint
CREATE INDEX "companies_logo_upload_idx" ON "companies" USING btree ("logo_upload_id");--> statement-breakpoint
CREATE INDEX "employer_users_profile_picture_idx" ON "employer_users" USING btree ("profile_picture_upload_id");