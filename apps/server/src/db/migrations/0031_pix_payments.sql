CREATE TABLE "pix_approval_policies" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"required" boolean NOT NULL,
	"threshold_cents" bigint NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pix_favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"nickname" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"beneficiary_document" text,
	"key" text NOT NULL,
	"key_type" text NOT NULL,
	"bank" text,
	"agency" text,
	"account" text,
	"account_type" text,
	"notes" text,
	"search_text" text NOT NULL,
	"nickname_sort" text NOT NULL,
	"name_sort" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pix_favorites_account_type_check" CHECK ("pix_favorites"."account_type" is null or "pix_favorites"."account_type" in ('CHECKING_ACCOUNT', 'SAVINGS_ACCOUNT', 'PAYMENT_ACCOUNT'))
);
--> statement-breakpoint
CREATE TABLE "pix_key_lookups" (
	"seller_id" uuid NOT NULL,
	"key" text NOT NULL,
	"answer" jsonb NOT NULL,
	"looked_up_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pix_payment_totals" (
	"seller_id" uuid NOT NULL,
	"status" text NOT NULL,
	"cost_center" text NOT NULL,
	"count" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "pix_payment_totals_seller_id_status_cost_center_pk" PRIMARY KEY("seller_id","status","cost_center"),
	CONSTRAINT "pix_payment_totals_status_check" CHECK ("pix_payment_totals"."status" in ('pending_approval', 'approved', 'scheduled', 'processing', 'completed', 'failed', 'rejected', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "pix_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"status" text NOT NULL,
	"key" text NOT NULL,
	"key_type" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_document" text NOT NULL,
	"recipient_ispb" text NOT NULL,
	"recipient_bank" text NOT NULL,
	"favorite_nickname" text,
	"amount_cents" bigint NOT NULL,
	"payment_date" date NOT NULL,
	"cost_center" text NOT NULL,
	"description" text,
	"search_text" text NOT NULL,
	"submitted_by" uuid NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"approval_required" boolean NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"rejected_by" uuid,
	"rejected_at" timestamp with time zone,
	"rejection_reason" text,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"notes" text,
	"end_to_end_id" text,
	"entry_id" uuid,
	"reversal_entry_id" uuid,
	"bank_accepted_at" timestamp with time zone,
	"failure_code" text,
	"failure_reason" text,
	"checked_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"idempotency_key" text,
	CONSTRAINT "pix_payments_status_check" CHECK ("pix_payments"."status" in ('pending_approval', 'approved', 'scheduled', 'processing', 'completed', 'failed', 'rejected', 'cancelled')),
	CONSTRAINT "pix_payments_amount_check" CHECK ("pix_payments"."amount_cents" > 0),
	CONSTRAINT "pix_payments_cost_center_check" CHECK ("pix_payments"."cost_center" in ('marketing', 'vendas', 'operacional', 'administrativo')),
	CONSTRAINT "pix_payments_reason_check" CHECK ("pix_payments"."rejection_reason" is null or "pix_payments"."rejection_reason" in ('dados_incorretos', 'valor_invalido', 'chave_pix_invalida', 'sem_autorizacao', 'politica_empresa', 'documentacao_insuficiente', 'outros')),
	CONSTRAINT "pix_payments_debit_check" CHECK ("pix_payments"."status" not in ('processing', 'completed') or ("pix_payments"."end_to_end_id" is not null and "pix_payments"."entry_id" is not null)),
	CONSTRAINT "pix_payments_reversal_check" CHECK ("pix_payments"."reversal_entry_id" is null or "pix_payments"."entry_id" is not null),
	CONSTRAINT "pix_payments_four_eyes_check" CHECK (not "pix_payments"."approval_required" or "pix_payments"."approved_by" is null or "pix_payments"."approved_by" <> "pix_payments"."submitted_by")
);
--> statement-breakpoint
CREATE TABLE "sandbox_pix_out" (
	"reference" text PRIMARY KEY NOT NULL,
	"end_to_end_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"key" text NOT NULL,
	"received" boolean NOT NULL,
	"outcome" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "status_changes" ADD COLUMN "changed_by" uuid;--> statement-breakpoint
ALTER TABLE "pix_approval_policies" ADD CONSTRAINT "pix_approval_policies_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_approval_policies" ADD CONSTRAINT "pix_approval_policies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_favorites" ADD CONSTRAINT "pix_favorites_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_favorites" ADD CONSTRAINT "pix_favorites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_key_lookups" ADD CONSTRAINT "pix_key_lookups_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_payment_totals" ADD CONSTRAINT "pix_payment_totals_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_payments" ADD CONSTRAINT "pix_payments_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_payments" ADD CONSTRAINT "pix_payments_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_payments" ADD CONSTRAINT "pix_payments_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_payments" ADD CONSTRAINT "pix_payments_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_payments" ADD CONSTRAINT "pix_payments_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pix_favorites_key_uq" ON "pix_favorites" USING btree ("seller_id","key");--> statement-breakpoint
CREATE INDEX "pix_favorites_nickname_idx" ON "pix_favorites" USING btree ("seller_id","nickname_sort");--> statement-breakpoint
CREATE INDEX "pix_favorites_search_idx" ON "pix_favorites" USING gin ("seller_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "pix_key_lookups_uq" ON "pix_key_lookups" USING btree ("seller_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "pix_payments_end_to_end_uq" ON "pix_payments" USING btree ("end_to_end_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pix_payments_idempotency_uq" ON "pix_payments" USING btree ("seller_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "pix_payments_seller_idx" ON "pix_payments" USING btree ("seller_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "pix_payments_seller_status_idx" ON "pix_payments" USING btree ("seller_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "pix_payments_search_idx" ON "pix_payments" USING gin ("seller_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pix_payments_scheduled_idx" ON "pix_payments" USING btree ("payment_date") WHERE "pix_payments"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "pix_payments_processing_idx" ON "pix_payments" USING btree ("submitted_at") WHERE "pix_payments"."status" = 'processing';
--> statement-breakpoint
-- The approval list's tiles (pix_payment_totals) move in a statement trigger, in the transaction that
-- inserts a payment or moves its status: no code path can forget them. Zero deltas write nothing (an
-- update of other columns, a checked_at, touches no total).
CREATE FUNCTION "pix_payment_totals_from_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "pix_payment_totals" AS "t" ("seller_id", "status", "cost_center", "count", "amount_cents")
    SELECT "seller_id", "status", "cost_center", count(*)::int, sum("amount_cents")::bigint FROM "new_rows"
    GROUP BY "seller_id", "status", "cost_center"
    ORDER BY "seller_id", "status", "cost_center"
    ON CONFLICT ("seller_id", "status", "cost_center") DO UPDATE
      SET "count" = "t"."count" + excluded."count", "amount_cents" = "t"."amount_cents" + excluded."amount_cents";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "pix_payment_totals" AS "t" ("seller_id", "status", "cost_center", "count", "amount_cents")
    SELECT "seller_id", "status", "cost_center", -count(*)::int, -sum("amount_cents")::bigint FROM "old_rows"
    GROUP BY "seller_id", "status", "cost_center"
    ORDER BY "seller_id", "status", "cost_center"
    ON CONFLICT ("seller_id", "status", "cost_center") DO UPDATE
      SET "count" = "t"."count" + excluded."count", "amount_cents" = "t"."amount_cents" + excluded."amount_cents";
  ELSE
    INSERT INTO "pix_payment_totals" AS "t" ("seller_id", "status", "cost_center", "count", "amount_cents")
    SELECT "seller_id", "status", "cost_center", sum("n")::int, sum("amount")::bigint
    FROM (
      SELECT "seller_id", "status", "cost_center", 1 AS "n", "amount_cents" AS "amount" FROM "new_rows"
      UNION ALL SELECT "seller_id", "status", "cost_center", -1, -"amount_cents" FROM "old_rows"
    ) AS "delta"
    GROUP BY "seller_id", "status", "cost_center"
    HAVING sum("n") <> 0 OR sum("amount") <> 0
    ORDER BY "seller_id", "status", "cost_center"
    ON CONFLICT ("seller_id", "status", "cost_center") DO UPDATE
      SET "count" = "t"."count" + excluded."count", "amount_cents" = "t"."amount_cents" + excluded."amount_cents";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "pix_payments_totals_insert" AFTER INSERT ON "pix_payments" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "pix_payment_totals_from_payments"();
--> statement-breakpoint
CREATE TRIGGER "pix_payments_totals_update" AFTER UPDATE ON "pix_payments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "pix_payment_totals_from_payments"();
--> statement-breakpoint
CREATE TRIGGER "pix_payments_totals_delete" AFTER DELETE ON "pix_payments" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "pix_payment_totals_from_payments"();
