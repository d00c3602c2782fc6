CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"subdomain" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checkouts_subdomain_shape" CHECK ("checkouts"."subdomain" ~ '^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$')
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text,
	"title_search" text NOT NULL,
	"description" text,
	"value" integer NOT NULL,
	"seller_client_id" uuid,
	"card_enabled" boolean NOT NULL,
	"card_discount_percent" integer NOT NULL,
	"card_installments" integer NOT NULL,
	"card_fee_bearer" text NOT NULL,
	"card_schedule_date" date,
	"bank_slip_enabled" boolean NOT NULL,
	"bank_slip_discount_percent" integer NOT NULL,
	"bank_slip_installments" integer NOT NULL,
	"pix_enabled" boolean NOT NULL,
	"pix_discount_percent" integer NOT NULL,
	"pix_installments" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"timer" boolean NOT NULL,
	"bank_slip_description" text,
	"metadata" jsonb NOT NULL,
	"plan_id" uuid,
	"periodicity" text,
	"additional_value" integer NOT NULL,
	"additional_title" text,
	"additional_installments" integer NOT NULL,
	"paid_charges" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_links_type" CHECK ("payment_links"."type" in ('ORDER', 'SUBSCRIPTION', 'FAST_ORDER')),
	CONSTRAINT "payment_links_value" CHECK ("payment_links"."value" > 0),
	CONSTRAINT "payment_links_some_method" CHECK ("payment_links"."card_enabled" or "payment_links"."bank_slip_enabled" or "payment_links"."pix_enabled"),
	CONSTRAINT "payment_links_discounts" CHECK ("payment_links"."card_discount_percent" between 0 and 99 and "payment_links"."bank_slip_discount_percent" between 0 and 99 and "payment_links"."pix_discount_percent" between 0 and 99),
	CONSTRAINT "payment_links_installments" CHECK ("payment_links"."card_installments" between 1 and 21 and "payment_links"."bank_slip_installments" between 1 and 21 and "payment_links"."pix_installments" between 1 and 12 and ("payment_links"."card_installments" <= 12 or "payment_links"."card_fee_bearer" = 'EARLY_BUYER')),
	CONSTRAINT "payment_links_fee_bearer" CHECK ("payment_links"."card_fee_bearer" in ('EARLY_SELLER', 'EARLY_BUYER')),
	CONSTRAINT "payment_links_subscription" CHECK (("payment_links"."type" = 'SUBSCRIPTION') = ("payment_links"."plan_id" is not null and "payment_links"."periodicity" is not null)),
	CONSTRAINT "payment_links_titled" CHECK ("payment_links"."type" = 'SUBSCRIPTION' or "payment_links"."title" is not null),
	CONSTRAINT "payment_links_fast_no_client" CHECK ("payment_links"."type" <> 'FAST_ORDER' or "payment_links"."seller_client_id" is null),
	CONSTRAINT "payment_links_timer" CHECK (not "payment_links"."timer" or "payment_links"."expires_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"title" text NOT NULL,
	"title_search" text NOT NULL,
	"description" text,
	"bullets" jsonb NOT NULL,
	"monthly_cents" integer NOT NULL,
	"semester_cents" integer NOT NULL,
	"yearly_cents" integer NOT NULL,
	"enable_bank_slip" boolean NOT NULL,
	"enable_credit_card" boolean NOT NULL,
	"enable_pix" boolean NOT NULL,
	"active" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "plans_prices_positive" CHECK ("plans"."monthly_cents" > 0 and "plans"."semester_cents" > 0 and "plans"."yearly_cents" > 0),
	CONSTRAINT "plans_some_method" CHECK ("plans"."enable_bank_slip" or "plans"."enable_credit_card" or "plans"."enable_pix")
);
--> statement-breakpoint
CREATE TABLE "seller_payment_defaults" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"enable_bank_slip" boolean NOT NULL,
	"enable_credit_card" boolean NOT NULL,
	"enable_pix" boolean NOT NULL,
	"enable_split" boolean NOT NULL,
	"default_installments" integer NOT NULL,
	"default_fast_installments" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_seller_client_id_seller_clients_id_fk" FOREIGN KEY ("seller_client_id") REFERENCES "public"."seller_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_payment_defaults" ADD CONSTRAINT "seller_payment_defaults_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_seller_uq" ON "checkouts" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_subdomain_uq" ON "checkouts" USING btree ("subdomain");--> statement-breakpoint
CREATE INDEX "payment_links_list_idx" ON "payment_links" USING btree ("seller_id","type","created_at" DESC NULLS LAST,"id") WHERE "payment_links"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "payment_links_dedicated_idx" ON "payment_links" USING btree ("seller_id","type","created_at" DESC NULLS LAST,"id") WHERE "payment_links"."deleted_at" is null and "payment_links"."seller_client_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_links_search_idx" ON "payment_links" USING gin ("seller_id","title_search" gin_trgm_ops) WHERE "payment_links"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "payment_links_plan_idx" ON "payment_links" USING btree ("seller_id","plan_id") WHERE "payment_links"."plan_id" is not null;--> statement-breakpoint
CREATE INDEX "plans_seller_created_idx" ON "plans" USING btree ("seller_id","created_at" DESC NULLS LAST,"id");