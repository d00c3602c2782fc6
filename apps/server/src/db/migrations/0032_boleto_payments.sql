CREATE TABLE "boleto_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"barcode" text NOT NULL,
	"line" text NOT NULL,
	"payee_name" text NOT NULL,
	"payee_document" text NOT NULL,
	"bank_name" text NOT NULL,
	"due_date" date,
	"final_payment_date" date,
	"nominal_amount_cents" bigint NOT NULL,
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
	"entry_id" uuid,
	"reversal_entry_id" uuid,
	"bank_accepted_at" timestamp with time zone,
	"authentication_code" text,
	"failure_code" text,
	"failure_reason" text,
	"checked_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"idempotency_key" text,
	CONSTRAINT "boleto_payments_status_check" CHECK ("boleto_payments"."status" in ('pending_approval', 'approved', 'scheduled', 'processing', 'completed', 'failed', 'rejected', 'cancelled')),
	CONSTRAINT "boleto_payments_amount_check" CHECK ("boleto_payments"."amount_cents" > 0),
	CONSTRAINT "boleto_payments_kind_check" CHECK ("boleto_payments"."kind" in ('bank', 'utility')),
	CONSTRAINT "boleto_payments_barcode_check" CHECK ("boleto_payments"."barcode" ~ '^[0-9]{44}$'),
	CONSTRAINT "boleto_payments_cost_center_check" CHECK ("boleto_payments"."cost_center" in ('marketing', 'vendas', 'operacional', 'administrativo')),
	CONSTRAINT "boleto_payments_reason_check" CHECK ("boleto_payments"."rejection_reason" is null or "boleto_payments"."rejection_reason" in ('dados_incorretos', 'valor_invalido', 'chave_pix_invalida', 'sem_autorizacao', 'politica_empresa', 'documentacao_insuficiente', 'outros')),
	CONSTRAINT "boleto_payments_debit_check" CHECK ("boleto_payments"."status" not in ('processing', 'completed') or "boleto_payments"."entry_id" is not null),
	CONSTRAINT "boleto_payments_authentication_check" CHECK ("boleto_payments"."status" <> 'completed' or "boleto_payments"."authentication_code" is not null),
	CONSTRAINT "boleto_payments_reversal_check" CHECK ("boleto_payments"."reversal_entry_id" is null or "boleto_payments"."entry_id" is not null),
	CONSTRAINT "boleto_payments_four_eyes_check" CHECK (not "boleto_payments"."approval_required" or "boleto_payments"."approved_by" is null or "boleto_payments"."approved_by" <> "boleto_payments"."submitted_by")
);
--> statement-breakpoint
CREATE TABLE "sandbox_boleto_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"barcode" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"received" boolean NOT NULL,
	"outcome" text NOT NULL,
	"authentication_code" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boleto_payments" ADD CONSTRAINT "boleto_payments_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boleto_payments" ADD CONSTRAINT "boleto_payments_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boleto_payments" ADD CONSTRAINT "boleto_payments_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boleto_payments" ADD CONSTRAINT "boleto_payments_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boleto_payments" ADD CONSTRAINT "boleto_payments_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "boleto_payments_idempotency_uq" ON "boleto_payments" USING btree ("seller_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "boleto_payments_live_barcode_uq" ON "boleto_payments" USING btree ("seller_id","barcode") WHERE "boleto_payments"."status" not in ('rejected', 'cancelled', 'failed');--> statement-breakpoint
CREATE INDEX "boleto_payments_seller_idx" ON "boleto_payments" USING btree ("seller_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "boleto_payments_search_idx" ON "boleto_payments" USING gin ("seller_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "boleto_payments_scheduled_idx" ON "boleto_payments" USING btree ("payment_date") WHERE "boleto_payments"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "boleto_payments_processing_idx" ON "boleto_payments" USING btree ("submitted_at") WHERE "boleto_payments"."status" = 'processing';