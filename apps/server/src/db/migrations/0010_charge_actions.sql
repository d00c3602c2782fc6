CREATE TABLE "charge_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" uuid,
	"previous_expiration_date" date,
	"expiration_date" date,
	"previous_value_cents" bigint,
	"value_cents" bigint,
	"sent_to" text,
	CONSTRAINT "charge_history_kind_check" CHECK ("charge_history"."kind" in ('CHANGED', 'SENT'))
);
--> statement-breakpoint
CREATE TABLE "dispute_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dispute_evidence_size_check" CHECK ("dispute_evidence"."size" > 0 and "dispute_evidence"."size" <= 5242880)
);
--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "page_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "charge_disputes" ADD COLUMN "evidence_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "charge_history" ADD CONSTRAINT "charge_history_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_history" ADD CONSTRAINT "charge_history_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_charge_id_charge_disputes_charge_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charge_disputes"("charge_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charge_history_charge_idx" ON "charge_history" USING btree ("charge_id","at");--> statement-breakpoint
CREATE INDEX "dispute_evidence_charge_idx" ON "dispute_evidence" USING btree ("charge_id","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_page_token_idx" ON "charges" USING btree ("page_token");