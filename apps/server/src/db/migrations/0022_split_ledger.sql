CREATE TABLE "charge_split_shares" (
	"seller_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"sub_seller_id" uuid NOT NULL,
	"payment_type" text NOT NULL,
	"payment_value" integer NOT NULL,
	CONSTRAINT "charge_split_shares_charge_id_position_pk" PRIMARY KEY("charge_id","position"),
	CONSTRAINT "charge_split_shares_value" CHECK ("charge_split_shares"."payment_value" > 0 and ("charge_split_shares"."payment_type" = 'FIXED' or "charge_split_shares"."payment_value" <= 10000))
);
--> statement-breakpoint
CREATE TABLE "sub_seller_receivables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"sub_seller_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"receivable_id" uuid NOT NULL,
	"installment" integer NOT NULL,
	"installments" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reversed_cents" bigint DEFAULT 0 NOT NULL,
	"settlement_date" date NOT NULL,
	"status" text NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "sub_seller_receivables_uq" UNIQUE("receivable_id","sub_seller_id"),
	CONSTRAINT "sub_seller_receivables_amounts" CHECK ("sub_seller_receivables"."reversed_cents" >= 0 and "sub_seller_receivables"."reversed_cents" <= "sub_seller_receivables"."amount_cents"),
	CONSTRAINT "sub_seller_receivables_status" CHECK ("sub_seller_receivables"."status" in ('PENDING', 'RELEASED', 'REVERSED'))
);
--> statement-breakpoint
CREATE TABLE "payment_link_splits" (
	"seller_id" uuid NOT NULL,
	"payment_link_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"sub_seller_id" uuid NOT NULL,
	"payment_type" text NOT NULL,
	"payment_value" integer NOT NULL,
	CONSTRAINT "payment_link_splits_payment_link_id_position_pk" PRIMARY KEY("payment_link_id","position"),
	CONSTRAINT "payment_link_splits_value" CHECK ("payment_link_splits"."payment_value" > 0 and ("payment_link_splits"."payment_type" = 'FIXED' or "payment_link_splits"."payment_value" <= 10000)),
	CONSTRAINT "payment_link_splits_type" CHECK ("payment_link_splits"."payment_type" in ('FIXED', 'PERCENTAGE'))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_uq";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "sub_seller_id" uuid;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "sub_seller_id" uuid;--> statement-breakpoint
ALTER TABLE "receivables" ADD COLUMN "split_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "charge_split_shares" ADD CONSTRAINT "charge_split_shares_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_split_shares" ADD CONSTRAINT "charge_split_shares_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_split_shares" ADD CONSTRAINT "charge_split_shares_sub_seller_id_sub_sellers_id_fk" FOREIGN KEY ("sub_seller_id") REFERENCES "public"."sub_sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_seller_receivables" ADD CONSTRAINT "sub_seller_receivables_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_seller_receivables" ADD CONSTRAINT "sub_seller_receivables_sub_seller_id_sub_sellers_id_fk" FOREIGN KEY ("sub_seller_id") REFERENCES "public"."sub_sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_seller_receivables" ADD CONSTRAINT "sub_seller_receivables_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_seller_receivables" ADD CONSTRAINT "sub_seller_receivables_receivable_id_receivables_id_fk" FOREIGN KEY ("receivable_id") REFERENCES "public"."receivables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_link_splits" ADD CONSTRAINT "payment_link_splits_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_link_splits" ADD CONSTRAINT "payment_link_splits_payment_link_id_payment_links_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_link_splits" ADD CONSTRAINT "payment_link_splits_sub_seller_id_sub_sellers_id_fk" FOREIGN KEY ("sub_seller_id") REFERENCES "public"."sub_sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sub_seller_receivables_charge_idx" ON "sub_seller_receivables" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "sub_seller_receivables_due_idx" ON "sub_seller_receivables" USING btree ("settlement_date") WHERE "sub_seller_receivables"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "sub_seller_receivables_sub_seller_idx" ON "sub_seller_receivables" USING btree ("seller_id","sub_seller_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_link_splits_sub_seller_uq" ON "payment_link_splits" USING btree ("payment_link_id","sub_seller_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_sub_seller_id_sub_sellers_id_fk" FOREIGN KEY ("sub_seller_id") REFERENCES "public"."sub_sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "postings_charge_sub_seller_idx" ON "postings" USING btree ("charge_id","entry_id") WHERE "postings"."sub_seller_id" is not null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_uq" UNIQUE NULLS NOT DISTINCT("seller_id","sub_seller_id","kind");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_sub_seller_kind" CHECK (("ledger_accounts"."sub_seller_id" is not null) = ("ledger_accounts"."kind" in ('SUB_SELLER_RECEIVABLE', 'SUB_SELLER_AVAILABLE')));--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_split_check" CHECK ("receivables"."split_cents" >= 0 and "receivables"."net_cents" = "receivables"."gross_cents" - "receivables"."fee_cents" - "receivables"."split_cents");