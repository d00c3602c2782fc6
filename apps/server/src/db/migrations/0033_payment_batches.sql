CREATE TABLE "payment_batch_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"seller_id" uuid NOT NULL,
	"kind" text,
	"recipient" text NOT NULL,
	"target" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"payment_date" date,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"occurrence" text,
	"payment_id" uuid,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "payment_batch_lines_status_check" CHECK ("payment_batch_lines"."status" in ('invalid', 'valid', 'processing', 'paid', 'failed', 'not_paid')),
	CONSTRAINT "payment_batch_lines_kind_check" CHECK ("payment_batch_lines"."kind" is null or "payment_batch_lines"."kind" in ('pix', 'boleto', 'utility')),
	CONSTRAINT "payment_batch_lines_valid_check" CHECK ("payment_batch_lines"."status" = 'invalid' or ("payment_batch_lines"."kind" is not null and "payment_batch_lines"."amount_cents" > 0))
);
--> statement-breakpoint
CREATE TABLE "payment_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"status" text NOT NULL,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"content" text NOT NULL,
	"search_text" text NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"lines" integer NOT NULL,
	"valid_lines" integer NOT NULL,
	"total_amount_cents" bigint NOT NULL,
	"pix_amount_cents" bigint NOT NULL,
	"errors" jsonb NOT NULL,
	"well_formed" boolean NOT NULL,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone,
	"approval_required" boolean,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"rejected_by" uuid,
	"rejected_at" timestamp with time zone,
	"rejection_reason" text,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_batches_status_check" CHECK ("payment_batches"."status" in ('invalid', 'validated', 'pending_approval', 'processing', 'completed', 'rejected', 'cancelled')),
	CONSTRAINT "payment_batches_valid_lines_check" CHECK ("payment_batches"."valid_lines" between 0 and "payment_batches"."lines"),
	CONSTRAINT "payment_batches_four_eyes_check" CHECK (not coalesce("payment_batches"."approval_required", false) or "payment_batches"."approved_by" is null or "payment_batches"."approved_by" <> "payment_batches"."submitted_by")
);
--> statement-breakpoint
ALTER TABLE "boleto_payments" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "boleto_payments" ADD COLUMN "batch_line" integer;--> statement-breakpoint
ALTER TABLE "pix_payments" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "pix_payments" ADD COLUMN "batch_line" integer;--> statement-breakpoint
ALTER TABLE "payment_batch_lines" ADD CONSTRAINT "payment_batch_lines_batch_id_payment_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payment_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batch_lines" ADD CONSTRAINT "payment_batch_lines_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_batch_lines_line_uq" ON "payment_batch_lines" USING btree ("batch_id","line");--> statement-breakpoint
CREATE INDEX "payment_batch_lines_status_idx" ON "payment_batch_lines" USING btree ("batch_id","status","line");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_batch_lines_payment_uq" ON "payment_batch_lines" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_batches_seller_idx" ON "payment_batches" USING btree ("seller_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "payment_batches_hash_idx" ON "payment_batches" USING btree ("seller_id","file_hash");--> statement-breakpoint
CREATE INDEX "payment_batches_processing_idx" ON "payment_batches" USING btree ("uploaded_at") WHERE "payment_batches"."status" = 'processing';--> statement-breakpoint
CREATE UNIQUE INDEX "boleto_payments_batch_line_uq" ON "boleto_payments" USING btree ("batch_id","batch_line");--> statement-breakpoint
CREATE UNIQUE INDEX "pix_payments_batch_line_uq" ON "pix_payments" USING btree ("batch_id","batch_line");