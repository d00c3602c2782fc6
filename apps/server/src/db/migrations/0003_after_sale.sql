CREATE TABLE "charge_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"filters" jsonb NOT NULL,
	"status" text NOT NULL,
	"rows" integer,
	"file_gzip" "bytea",
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "charge_disputes" (
	"charge_id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason_code" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"deadline" date NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"iss_rate_bp" bigint NOT NULL,
	"service_code" text NOT NULL,
	"number" text,
	"verification_code" text,
	"xml" text,
	"rejection_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"authorized_at" timestamp with time zone,
	"canceled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seller_invoice_configs" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"active" boolean NOT NULL,
	"service_code" text DEFAULT '01.07' NOT NULL,
	"iss_rate_bp" bigint DEFAULT 200 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"as_fraud" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"acquirer_reference" text,
	"failure_code" text,
	"user_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receivables" ADD COLUMN "reversed_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "charge_exports" ADD CONSTRAINT "charge_exports_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_disputes" ADD CONSTRAINT "charge_disputes_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_disputes" ADD CONSTRAINT "charge_disputes_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_invoice_configs" ADD CONSTRAINT "seller_invoice_configs_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_refunds" ADD CONSTRAINT "charge_refunds_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_refunds" ADD CONSTRAINT "charge_refunds_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_charge_idx" ON "invoices" USING btree ("charge_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_pending_idx" ON "invoices" USING btree ("created_at") WHERE "invoices"."status" = 'SEND_INVOICE_SYSTEM';--> statement-breakpoint
CREATE INDEX "charge_refunds_charge_idx" ON "charge_refunds" USING btree ("charge_id","created_at");