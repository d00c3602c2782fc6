CREATE TABLE "anticipation_items" (
	"anticipation_id" uuid NOT NULL,
	"receivable_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "anticipation_items_amount_check" CHECK ("anticipation_items"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "anticipations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"gross_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"fraud_fee_cents" bigint DEFAULT 0 NOT NULL,
	"net_cents" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"entry_id" uuid NOT NULL,
	"user_id" uuid,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "anticipations_amounts_check" CHECK ("anticipations"."gross_cents" > 0 and "anticipations"."fee_cents" >= 0 and "anticipations"."fraud_fee_cents" >= 0 and "anticipations"."net_cents" = "anticipations"."gross_cents" - "anticipations"."fee_cents" - "anticipations"."fraud_fee_cents")
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"agency" text NOT NULL,
	"agency_digit" text,
	"account" text NOT NULL,
	"account_digit" text NOT NULL,
	"account_type" text NOT NULL,
	"holder_name" text NOT NULL,
	"holder_document" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_accounts_type_check" CHECK ("payout_accounts"."account_type" in ('CHECKING_ACCOUNT', 'SAVINGS_ACCOUNT')),
	CONSTRAINT "payout_accounts_bank_check" CHECK ("payout_accounts"."bank_code" ~ '^[0-9]{3}$')
);
--> statement-breakpoint
CREATE TABLE "seller_finance_settings" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"on_demand_enabled" boolean DEFAULT false NOT NULL,
	"is_fraud" boolean DEFAULT false NOT NULL,
	"anticipation_rate_bp" integer,
	CONSTRAINT "seller_finance_settings_rate_check" CHECK ("seller_finance_settings"."anticipation_rate_bp" is null or "seller_finance_settings"."anticipation_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"anticipated_cents" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"account" jsonb NOT NULL,
	"entry_id" uuid NOT NULL,
	"reversal_entry_id" uuid,
	"transfer_id" text,
	"failure_code" text,
	"user_id" uuid,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"scheduled_date" date NOT NULL,
	"checked_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount_cents" > 0 and "withdrawals"."anticipated_cents" >= 0),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('PENDING', 'PROCESSING', 'SETTLED', 'FAILED')),
	CONSTRAINT "withdrawals_reversal_check" CHECK (("withdrawals"."status" = 'FAILED') = ("withdrawals"."reversal_entry_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_transfers" (
	"reference" text PRIMARY KEY NOT NULL,
	"transfer_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"account" text NOT NULL,
	"received" boolean NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anticipation_items" ADD CONSTRAINT "anticipation_items_anticipation_id_anticipations_id_fk" FOREIGN KEY ("anticipation_id") REFERENCES "public"."anticipations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anticipation_items" ADD CONSTRAINT "anticipation_items_receivable_id_receivables_id_fk" FOREIGN KEY ("receivable_id") REFERENCES "public"."receivables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anticipations" ADD CONSTRAINT "anticipations_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_finance_settings" ADD CONSTRAINT "seller_finance_settings_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "anticipation_items_receivable_idx" ON "anticipation_items" USING btree ("receivable_id");--> statement-breakpoint
CREATE INDEX "anticipation_items_anticipation_idx" ON "anticipation_items" USING btree ("anticipation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "anticipations_idempotency_idx" ON "anticipations" USING btree ("seller_id","idempotency_key") WHERE "anticipations"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "anticipations_seller_idx" ON "anticipations" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_idempotency_idx" ON "withdrawals" USING btree ("seller_id","idempotency_key") WHERE "withdrawals"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_entry_idx" ON "withdrawals" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_reversal_idx" ON "withdrawals" USING btree ("reversal_entry_id");--> statement-breakpoint
CREATE INDEX "withdrawals_seller_idx" ON "withdrawals" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_open_idx" ON "withdrawals" USING btree ("created_at") WHERE "withdrawals"."status" in ('PENDING', 'PROCESSING');--> statement-breakpoint
CREATE INDEX "receivables_seller_pending_idx" ON "receivables" USING btree ("seller_id","settlement_date") WHERE "receivables"."status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_status_check" CHECK ("receivables"."status" in ('PENDING', 'RELEASED', 'REVERSED', 'ANTICIPATED'));--> statement-breakpoint
-- Spec 3 §3's vocabulary: the old 'EXTERNAL' is the seller's own bank.
UPDATE "sellers" SET "banking_type" = 'SELLER_BANKING' WHERE "banking_type" = 'EXTERNAL';--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_banking_type_check" CHECK ("sellers"."banking_type" in ('BARTE_BANKING', 'SELLER_BANKING'));