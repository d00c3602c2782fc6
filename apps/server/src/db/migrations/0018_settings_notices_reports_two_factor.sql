CREATE TABLE "user_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "user_recovery_codes_user_code_key" UNIQUE("user_id","code_hash")
);
--> statement-breakpoint
CREATE TABLE "notice_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"type" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"outbox_id" uuid,
	"provider_message_id" text,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notice_deliveries_status_check" CHECK (status in ('PENDING', 'SENDING', 'SENT', 'FAILED', 'UNKNOWN', 'UNCONFIRMED', 'SKIPPED')),
	CONSTRAINT "notice_deliveries_channel_check" CHECK (channel in ('EMAIL', 'WHATSAPP'))
);
--> statement-breakpoint
CREATE TABLE "notice_settings" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"hidden_email" text,
	"active_all" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_switches" (
	"seller_id" uuid NOT NULL,
	"code" text NOT NULL,
	"active" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notice_switches_seller_id_code_pk" PRIMARY KEY("seller_id","code")
);
--> statement-breakpoint
CREATE TABLE "report_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"report_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text NOT NULL,
	"rows" integer,
	"file_gzip" "bytea",
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "report_requests_status_check" CHECK ("report_requests"."status" in ('PENDING', 'READY', 'FAILED')),
	CONSTRAINT "report_requests_period_check" CHECK ("report_requests"."start_date" <= "report_requests"."end_date")
);
--> statement-breakpoint
CREATE TABLE "sandbox_whatsapp_messages" (
	"reference" text PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"message_id" text NOT NULL,
	"received" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "bcc" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_pending_enc" text;--> statement-breakpoint
ALTER TABLE "user_recovery_codes" ADD CONSTRAINT "user_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_recovery_codes" ADD CONSTRAINT "user_recovery_codes_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_deliveries" ADD CONSTRAINT "notice_deliveries_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_deliveries" ADD CONSTRAINT "notice_deliveries_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_settings" ADD CONSTRAINT "notice_settings_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_switches" ADD CONSTRAINT "notice_switches_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_requests" ADD CONSTRAINT "report_requests_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_deliveries_once_idx" ON "notice_deliveries" USING btree ("charge_id","type","channel");--> statement-breakpoint
CREATE INDEX "notice_deliveries_seller_idx" ON "notice_deliveries" USING btree ("seller_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notice_deliveries_open_idx" ON "notice_deliveries" USING btree ("channel","status","id") WHERE "notice_deliveries"."status" in ('PENDING', 'SENDING', 'UNKNOWN');--> statement-breakpoint
CREATE INDEX "report_requests_user_idx" ON "report_requests" USING btree ("seller_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "report_requests_pending_idx" ON "report_requests" USING btree ("created_at") WHERE "report_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "charges_unpaid_due_idx" ON "charges" USING btree ("payment_method","expiration_date") WHERE "charges"."status" in ('SCHEDULED', 'LATE');