CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"email" text NOT NULL,
	"industry" text,
	"sub_industry" text,
	"location" text,
	"company_size" text,
	"website" text,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"introduction" text,
	"benefits" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "companies_name_key_unique" UNIQUE("name_key")
);
--> statement-breakpoint
CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at","id");