CREATE TABLE "status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"seller_id" uuid,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "status_changes_entity_idx" ON "status_changes" USING btree ("entity","entity_id","changed_at");--> statement-breakpoint
ALTER TABLE "charge_exports" ADD CONSTRAINT "charge_exports_status_check" CHECK ("charge_exports"."status" in ('PENDING', 'READY', 'FAILED'));--> statement-breakpoint
ALTER TABLE "charge_disputes" ADD CONSTRAINT "charge_disputes_status_check" CHECK ("charge_disputes"."status" in ('OPEN', 'WON', 'LOST'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('SEND_INVOICE_SYSTEM', 'AUTHORIZED', 'REJECTED', 'CANCELED'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('PENDING', 'SENT', 'FAILED'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_check" CHECK ("users"."status" in ('ACTIVE', 'INACTIVE', 'CREATED', 'BLOCKED'));