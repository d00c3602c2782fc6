CREATE TABLE "pix_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"type" text NOT NULL,
	"key" text,
	"status" text NOT NULL,
	"refusal" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"deletion_reference" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pix_keys_status_check" CHECK ("pix_keys"."status" in ('AWAITING_CODE', 'REGISTERING', 'ACTIVE', 'FAILED', 'CANCELLED', 'DELETING', 'DELETED')),
	CONSTRAINT "pix_keys_type_check" CHECK ("pix_keys"."type" in ('CNPJ', 'EMAIL', 'PHONE', 'EVP'))
);
--> statement-breakpoint
CREATE TABLE "pix_limits" (
	"seller_id" uuid NOT NULL,
	"period" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"scheduled_amount_cents" bigint,
	"scheduled_for" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pix_limits_seller_id_period_pk" PRIMARY KEY("seller_id","period"),
	CONSTRAINT "pix_limits_period_check" CHECK ("pix_limits"."period" in ('DAY', 'NIGHT')),
	CONSTRAINT "pix_limits_amount_check" CHECK ("pix_limits"."amount_cents" >= 0),
	CONSTRAINT "pix_limits_scheduled_check" CHECK (("pix_limits"."scheduled_amount_cents" is null) = ("pix_limits"."scheduled_for" is null) and ("pix_limits"."scheduled_amount_cents" is null or "pix_limits"."scheduled_amount_cents" > "pix_limits"."amount_cents"))
);
--> statement-breakpoint
CREATE TABLE "sandbox_dict_keys" (
	"key" text NOT NULL,
	"account" text NOT NULL,
	"reference" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_dict_requests" (
	"reference" text PRIMARY KEY NOT NULL,
	"received" boolean NOT NULL,
	"answer" jsonb,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banking_accounts" ADD COLUMN "submission" jsonb;--> statement-breakpoint
ALTER TABLE "pix_keys" ADD CONSTRAINT "pix_keys_seller_id_banking_accounts_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."banking_accounts"("seller_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_limits" ADD CONSTRAINT "pix_limits_seller_id_banking_accounts_seller_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."banking_accounts"("seller_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pix_keys_live_key_uq" ON "pix_keys" USING btree ("seller_id","key") WHERE "pix_keys"."status" in ('AWAITING_CODE', 'REGISTERING', 'ACTIVE', 'DELETING');--> statement-breakpoint
CREATE INDEX "pix_keys_seller_idx" ON "pix_keys" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "pix_keys_unsettled_idx" ON "pix_keys" USING btree ("updated_at") WHERE "pix_keys"."status" in ('AWAITING_CODE', 'REGISTERING', 'DELETING');--> statement-breakpoint
CREATE INDEX "pix_limits_scheduled_idx" ON "pix_limits" USING btree ("scheduled_for") WHERE "pix_limits"."scheduled_for" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_dict_keys_live_uq" ON "sandbox_dict_keys" USING btree ("key") WHERE "sandbox_dict_keys"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sandbox_dict_keys_account_idx" ON "sandbox_dict_keys" USING btree ("account");--> statement-breakpoint
CREATE INDEX "sandbox_sms_messages_reference_idx" ON "sandbox_sms_messages" USING btree ("reference","sent_at");--> statement-breakpoint
CREATE INDEX "journal_entries_pix_out_idx" ON "journal_entries" USING btree ("seller_id","occurred_at") WHERE "journal_entries"."kind" in ('PIX_PAYMENT', 'PIX_PAYMENT_RETURNED');--> statement-breakpoint
-- Accounts sent before the package was frozen: what they last sent is their draft.
UPDATE "banking_accounts" SET "submission" = "draft" WHERE "opening_reference" IS NOT NULL AND "submission" IS NULL;
