CREATE TABLE "sandbox_acquirer_operations" (
	"reference" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"result" jsonb,
	"received" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charge_attempts" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
UPDATE "charge_attempts" a SET "seller_id" = c."seller_id" FROM "charges" c WHERE c."id" = a."charge_id";--> statement-breakpoint
ALTER TABLE "charge_attempts" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
-- Keys were scoped per user; they are per seller now. Old keys are at most 24 h old: start afresh.
DELETE FROM "idempotency_keys";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "charge_refunds" ADD COLUMN "entry_id" uuid;--> statement-breakpoint
UPDATE "charge_refunds" r SET "entry_id" = e."id" FROM "journal_entries" e
  WHERE e."charge_id" = r."charge_id" AND e."kind" = 'REFUND' AND e."occurred_at" = r."created_at";--> statement-breakpoint
DELETE FROM "charge_refunds" WHERE "entry_id" IS NULL AND "status" = 'FAILED';--> statement-breakpoint
ALTER TABLE "charge_refunds" ALTER COLUMN "entry_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "charge_refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "charge_refunds" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "charge_attempts" ADD CONSTRAINT "charge_attempts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charge_attempts_open_idx" ON "charge_attempts" USING btree ("charge_id") WHERE "charge_attempts"."status" in ('PROCESSING', 'PENDING_3DS');--> statement-breakpoint
CREATE INDEX "charge_attempts_processing_idx" ON "charge_attempts" USING btree ("created_at") WHERE "charge_attempts"."status" = 'PROCESSING';--> statement-breakpoint
CREATE UNIQUE INDEX "charges_idempotency_idx" ON "charges" USING btree ("seller_id","idempotency_key") WHERE "charges"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "charge_refunds_idempotency_idx" ON "charge_refunds" USING btree ("seller_id","idempotency_key") WHERE "charge_refunds"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "charge_refunds_pending_idx" ON "charge_refunds" USING btree ("created_at") WHERE "charge_refunds"."status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "charge_attempts" ADD CONSTRAINT "charge_attempts_status_check" CHECK ("charge_attempts"."status" in ('APPROVED', 'FAILED', 'PENDING_3DS', 'PROCESSING'));--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_status_check" CHECK (status in ('PAID', 'SCHEDULED', 'LATE', 'CANCELED', 'ABANDONED', 'CHARGEBACK', 'FAILED', 'REFUND', 'PAID_MANUALLY', 'DISPUTE'));--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_amounts_check" CHECK ("charges"."value_cents" >= 0 and "charges"."fee_cents" >= 0 and "charges"."interest_cents" >= 0 and "charges"."refunded_cents" >= 0 and "charges"."refunded_cents" <= "charges"."value_cents");--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_amounts_check" CHECK ("receivables"."reversed_cents" >= 0 and "receivables"."reversed_cents" <= "receivables"."net_cents");--> statement-breakpoint
ALTER TABLE "charge_refunds" ADD CONSTRAINT "charge_refunds_status_check" CHECK ("charge_refunds"."status" in ('PENDING', 'SUCCEEDED', 'FAILED'));--> statement-breakpoint
ALTER TABLE "charge_refunds" ADD CONSTRAINT "charge_refunds_amount_check" CHECK ("charge_refunds"."amount_cents" > 0);--> statement-breakpoint
-- The journal is append-only: a correction is a reversing entry, never an edit (design.md §3).
CREATE OR REPLACE FUNCTION "journal_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the journal is append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = '55000';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "postings_append_only" BEFORE UPDATE OR DELETE ON "postings"
  FOR EACH ROW EXECUTE FUNCTION "journal_append_only"();--> statement-breakpoint
CREATE TRIGGER "journal_entries_append_only" BEFORE UPDATE OR DELETE ON "journal_entries"
  FOR EACH ROW EXECUTE FUNCTION "journal_append_only"();
