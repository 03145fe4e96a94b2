CREATE TABLE "code_mail_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email_key" text NOT NULL,
	"purpose" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_known_addresses" (
	"pool" text NOT NULL,
	"email_key" text NOT NULL,
	"ip_address" text NOT NULL,
	"last_success_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_known_addresses_pool_email_key_ip_address_pk" PRIMARY KEY("pool","email_key","ip_address")
);
--> statement-breakpoint
CREATE INDEX "code_mail_requests_lookup_idx" ON "code_mail_requests" USING btree ("email_key","purpose","requested_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_address_idx" ON "sign_in_failures" USING btree ("pool","email_key","ip_address","failed_at");