CREATE TABLE "charge_change_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"from_revision" integer NOT NULL,
	"revision" integer NOT NULL,
	"value_cents" bigint NOT NULL,
	"expiration_date" date NOT NULL,
	"user_id" uuid,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "charge_change_intents_status_check" CHECK ("charge_change_intents"."status" in ('REQUESTED', 'APPLIED', 'ABANDONED'))
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "open_cycles_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "charge_change_intents" ADD CONSTRAINT "charge_change_intents_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_change_intents" ADD CONSTRAINT "charge_change_intents_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charge_change_intents_revision_uq" ON "charge_change_intents" USING btree ("charge_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "charge_change_intents_open_uq" ON "charge_change_intents" USING btree ("charge_id") WHERE "charge_change_intents"."status" = 'REQUESTED';--> statement-breakpoint
CREATE INDEX "charge_change_intents_requested_idx" ON "charge_change_intents" USING btree ("created_at") WHERE "charge_change_intents"."status" = 'REQUESTED';--> statement-breakpoint
CREATE INDEX "subscriptions_unfinished_cancellation_idx" ON "subscriptions" USING btree ("cancelled_at") WHERE "subscriptions"."status" = 'INACTIVE' and "subscriptions"."open_cycles_cancelled_at" is null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('SEND_INVOICE_SYSTEM', 'AUTHORIZED', 'REJECTED', 'CANCELED', 'FAILED'));