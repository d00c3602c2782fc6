CREATE TABLE "card_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"issuer_authorization_id" text NOT NULL,
	"merchant_name" text NOT NULL,
	"mcc" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"approved" boolean NOT NULL,
	"reversed" boolean DEFAULT false NOT NULL,
	"decline_reason" text,
	"month" date NOT NULL,
	"entry_id" uuid,
	"reversal_entry_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "card_transactions_amount_check" CHECK ("card_transactions"."amount_cents" > 0),
	CONSTRAINT "card_transactions_entry_check" CHECK ("card_transactions"."approved" = ("card_transactions"."entry_id" is not null) and (not "card_transactions"."approved" or "card_transactions"."decline_reason" is null)),
	CONSTRAINT "card_transactions_reversal_check" CHECK ("card_transactions"."reversed" = ("card_transactions"."reversal_entry_id" is not null) and (not "card_transactions"."reversed" or "card_transactions"."approved"))
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"limit_cents" bigint,
	"issuer_card_id" text,
	"last4" text,
	"expiry" text,
	"pan_sealed" text,
	"cvv_sealed" text,
	"key_id" text,
	"failure_reason" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "cards_status_check" CHECK ("cards"."status" in ('PENDING', 'ACTIVE', 'BLOCKED', 'CANCELED')),
	CONSTRAINT "cards_type_check" CHECK ("cards"."type" in ('FREE_BALANCE', 'LIMIT_BALANCE')),
	CONSTRAINT "cards_limit_check" CHECK (("cards"."type" = 'LIMIT_BALANCE') = ("cards"."limit_cents" is not null) and ("cards"."limit_cents" is null or "cards"."limit_cents" > 0)),
	CONSTRAINT "cards_sealed_check" CHECK ("cards"."status" not in ('ACTIVE', 'BLOCKED') or ("cards"."pan_sealed" is not null and "cards"."cvv_sealed" is not null and "cards"."key_id" is not null and "cards"."last4" is not null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_issued_cards" (
	"reference" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"received" boolean NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_transactions_authorization_uq" ON "card_transactions" USING btree ("issuer_authorization_id");--> statement-breakpoint
CREATE INDEX "card_transactions_card_idx" ON "card_transactions" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE INDEX "card_transactions_window_idx" ON "card_transactions" USING btree ("card_id","month") WHERE "card_transactions"."approved" and not "card_transactions"."reversed";--> statement-breakpoint
CREATE INDEX "cards_seller_idx" ON "cards" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "cards_pending_idx" ON "cards" USING btree ("checked_at") WHERE "cards"."status" = 'PENDING';