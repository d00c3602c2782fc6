CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"payment_link_id" uuid,
	"customer_name" text NOT NULL,
	"customer_document" text NOT NULL,
	"name_search" text NOT NULL,
	"periodicity" text NOT NULL,
	"value_per_month_cents" bigint NOT NULL,
	"payment_method" text NOT NULL,
	"card_token" text,
	"card_last4" text,
	"card_brand" text,
	"card_holder" text,
	"additional_value_cents" bigint DEFAULT 0 NOT NULL,
	"additional_title" text,
	"additional_installments" integer DEFAULT 1 NOT NULL,
	"bank_slip_description" text,
	"invoice_enabled" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"start_date" date NOT NULL,
	"next_cycle" integer DEFAULT 1 NOT NULL,
	"next_due_date" date NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK (status in ('PENDING', 'ACTIVE', 'DEFAULTER', 'INACTIVE')),
	CONSTRAINT "subscriptions_method_check" CHECK (payment_method in ('BOLETO', 'PIX', 'CREDIT_CARD')),
	CONSTRAINT "subscriptions_periodicity_check" CHECK ("subscriptions"."periodicity" in ('MONTHLY', 'SEMESTER', 'YEARLY')),
	CONSTRAINT "subscriptions_values_check" CHECK ("subscriptions"."value_per_month_cents" > 0 and "subscriptions"."additional_value_cents" >= 0 and "subscriptions"."additional_installments" >= 1 and "subscriptions"."next_cycle" >= 1),
	CONSTRAINT "subscriptions_card_check" CHECK ("subscriptions"."payment_method" <> 'CREDIT_CARD' or "subscriptions"."card_token" is not null)
);
--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "subscription_cycle" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_client_id_seller_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."seller_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_seller_start_idx" ON "subscriptions" USING btree ("seller_id","start_date","id");--> statement-breakpoint
CREATE INDEX "subscriptions_seller_status_start_idx" ON "subscriptions" USING btree ("seller_id","status","start_date","id");--> statement-breakpoint
CREATE INDEX "subscriptions_seller_client_idx" ON "subscriptions" USING btree ("seller_id","client_id");--> statement-breakpoint
CREATE INDEX "subscriptions_name_prefix_idx" ON "subscriptions" USING btree ("seller_id","name_search" COLLATE "C");--> statement-breakpoint
CREATE INDEX "subscriptions_document_idx" ON "subscriptions" USING btree ("seller_id","customer_document" COLLATE "C");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_due_date") WHERE "subscriptions"."status" in ('ACTIVE', 'DEFAULTER');--> statement-breakpoint
CREATE UNIQUE INDEX "charges_subscription_cycle_idx" ON "charges" USING btree ("subscription_id","subscription_cycle") WHERE "charges"."subscription_id" is not null;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_subscription_cycle_check" CHECK (("charges"."subscription_id" is null) = ("charges"."subscription_cycle" is null));