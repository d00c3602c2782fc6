-- Trigram search (pg_trgm) on a GIN index that also holds the seller id (btree_gin). Both are
-- trusted contrib extensions on PostgreSQL 13+ and ship with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "seller_client_counts" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"name" text NOT NULL,
	"trade_name" text,
	"document_number" text NOT NULL,
	"document_type" text NOT NULL,
	"document_nation" text NOT NULL,
	"email" text NOT NULL,
	"alternative_email" text,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"address" jsonb,
	"sort_name" text NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_client_counts" ADD CONSTRAINT "seller_client_counts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_clients" ADD CONSTRAINT "seller_clients_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_clients_document_uq" ON "seller_clients" USING btree ("seller_id","document_nation","document_number");--> statement-breakpoint
-- INCLUDE added by hand (Drizzle cannot express it): see seller-clients/tables.ts.
CREATE INDEX "seller_clients_sort_idx" ON "seller_clients" USING btree ("seller_id","sort_name" COLLATE "C","id") INCLUDE ("search_text");--> statement-breakpoint
CREATE INDEX "seller_clients_email_idx" ON "seller_clients" USING btree ("seller_id","email");--> statement-breakpoint
CREATE INDEX "seller_clients_search_idx" ON "seller_clients" USING gin ("seller_id","search_text" gin_trgm_ops);