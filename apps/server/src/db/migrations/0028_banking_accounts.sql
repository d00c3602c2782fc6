CREATE TABLE "banking_accounts" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"draft" jsonb NOT NULL,
	"opening_reference" uuid,
	"kyc_result" jsonb,
	"bank_code" text,
	"agency" text,
	"account_number" text,
	"account_digit" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "banking_accounts_status_check" CHECK ("banking_accounts"."status" in ('INACTIVE', 'PENDING', 'ACTIVE', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_accounts" (
	"reference" text PRIMARY KEY NOT NULL,
	"company_document" text NOT NULL,
	"received" boolean NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banking_accounts" ADD CONSTRAINT "banking_accounts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banking_accounts_pending_idx" ON "banking_accounts" USING btree ("submitted_at") WHERE "banking_accounts"."status" = 'PENDING';