CREATE TABLE "charge_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"charge_id" uuid NOT NULL,
	"status" text NOT NULL,
	"value_cents" bigint NOT NULL,
	"expiration_date" date NOT NULL,
	"error_code" text,
	"error_message" text,
	"challenge_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_counts" (
	"seller_id" uuid NOT NULL,
	"status" text NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "charge_counts_seller_id_status_pk" PRIMARY KEY("seller_id","status")
);
--> statement-breakpoint
CREATE TABLE "charge_customers" (
	"seller_id" uuid NOT NULL,
	"document" text NOT NULL,
	"name_search" text NOT NULL,
	"charges" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "charge_customers_seller_id_document_name_search_pk" PRIMARY KEY("seller_id","document","name_search")
);
--> statement-breakpoint
CREATE TABLE "charge_titles" (
	"seller_id" uuid NOT NULL,
	"title_search" text NOT NULL,
	"charges" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "charge_titles_seller_id_title_search_pk" PRIMARY KEY("seller_id","title_search")
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"value_cents" bigint NOT NULL,
	"installments" integer NOT NULL,
	"payment_method" text NOT NULL,
	"status" text NOT NULL,
	"expiration_date" date NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_date" date,
	"interest_cents" bigint DEFAULT 0 NOT NULL,
	"fine_bp" integer DEFAULT 0 NOT NULL,
	"interest_monthly_bp" integer DEFAULT 0 NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"customer_name" text NOT NULL,
	"customer_document" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text NOT NULL,
	"customer_country_code" text NOT NULL,
	"name_search" text NOT NULL,
	"title_search" text NOT NULL,
	"payment_link_id" uuid,
	"card_token" text,
	"card_last4" text,
	"card_brand" text,
	"card_holder" text,
	"challenge_id" text,
	"boleto_line" text,
	"boleto_barcode" text,
	"boleto_our_number" text,
	"pix_copy_paste" text,
	"pix_qr_image" text,
	"error_code" text,
	"error_message" text,
	"error_at" timestamp with time zone,
	"chargeback_deadline" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_boleto_terms" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"fine_bp" integer NOT NULL,
	"interest_monthly_bp" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid,
	"kind" text NOT NULL,
	"charge_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid,
	"kind" text NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_accounts_owner_uq" UNIQUE NULLS NOT DISTINCT("seller_id","kind")
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"effective_date" date NOT NULL,
	"seller_id" uuid,
	"statement_type" text,
	"operation" text,
	"charge_id" uuid,
	"receivable_id" uuid
);
--> statement-breakpoint
CREATE TABLE "receivables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"installment" integer NOT NULL,
	"installments" integer NOT NULL,
	"gross_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"settlement_date" date NOT NULL,
	"status" text NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seller_prices" (
	"seller_id" uuid NOT NULL,
	"payment_method" text NOT NULL,
	"installments" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"fixed_cents" integer NOT NULL,
	"settlement_days" integer NOT NULL,
	CONSTRAINT "seller_prices_seller_id_payment_method_installments_pk" PRIMARY KEY("seller_id","payment_method","installments")
);
--> statement-breakpoint
ALTER TABLE "charge_attempts" ADD CONSTRAINT "charge_attempts_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_counts" ADD CONSTRAINT "charge_counts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_customers" ADD CONSTRAINT "charge_customers_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_titles" ADD CONSTRAINT "charge_titles_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_boleto_terms" ADD CONSTRAINT "seller_boleto_terms_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_prices" ADD CONSTRAINT "seller_prices_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charge_attempts_charge_idx" ON "charge_attempts" USING btree ("charge_id","created_at");--> statement-breakpoint
CREATE INDEX "charge_attempts_challenge_idx" ON "charge_attempts" USING btree ("challenge_id") WHERE "charge_attempts"."challenge_id" is not null;--> statement-breakpoint
CREATE INDEX "charge_customers_name_idx" ON "charge_customers" USING gin ("seller_id","name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "charge_titles_search_idx" ON "charge_titles" USING gin ("seller_id","title_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "charges_expiration_idx" ON "charges" USING btree ("seller_id","expiration_date","id") INCLUDE ("name_search","title_search","payment_method","status");--> statement-breakpoint
CREATE INDEX "charges_status_expiration_idx" ON "charges" USING btree ("seller_id","status","expiration_date","id");--> statement-breakpoint
CREATE INDEX "charges_paid_idx" ON "charges" USING btree ("seller_id","paid_date","id") WHERE "charges"."paid_date" is not null;--> statement-breakpoint
CREATE INDEX "charges_value_idx" ON "charges" USING btree ("seller_id","value_cents","id");--> statement-breakpoint
CREATE INDEX "charges_created_idx" ON "charges" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "charges_document_idx" ON "charges" USING btree ("seller_id","customer_document" COLLATE "C");--> statement-breakpoint
CREATE INDEX "charges_email_idx" ON "charges" USING btree ("seller_id",lower("customer_email") COLLATE "C");--> statement-breakpoint
CREATE INDEX "charges_name_prefix_idx" ON "charges" USING btree ("seller_id","name_search" COLLATE "C");--> statement-breakpoint
CREATE INDEX "charges_title_idx" ON "charges" USING btree ("seller_id","title_search" COLLATE "C");--> statement-breakpoint
CREATE INDEX "charges_payment_link_idx" ON "charges" USING btree ("seller_id","payment_link_id") WHERE "charges"."payment_link_id" is not null;--> statement-breakpoint
CREATE INDEX "charges_open_due_idx" ON "charges" USING btree ("expiration_date") WHERE "charges"."status" = 'SCHEDULED';--> statement-breakpoint
CREATE INDEX "charges_challenge_idx" ON "charges" USING btree ("challenge_id") WHERE "charges"."challenge_id" is not null;--> statement-breakpoint
CREATE INDEX "journal_entries_charge_idx" ON "journal_entries" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "postings_entry_idx" ON "postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "postings_account_idx" ON "postings" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "postings_statement_idx" ON "postings" USING btree ("seller_id","effective_date","id") WHERE "postings"."statement_type" is not null;--> statement-breakpoint
CREATE INDEX "postings_charge_statement_idx" ON "postings" USING btree ("charge_id") WHERE "postings"."statement_type" is not null;--> statement-breakpoint
CREATE INDEX "receivables_charge_idx" ON "receivables" USING btree ("charge_id","installment");--> statement-breakpoint
CREATE INDEX "receivables_due_idx" ON "receivables" USING btree ("settlement_date") WHERE "receivables"."status" = 'PENDING';