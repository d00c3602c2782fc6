DROP INDEX "boleto_payments_search_idx";--> statement-breakpoint
DROP INDEX "pix_payments_search_idx";--> statement-breakpoint
CREATE INDEX "boleto_payments_search_idx" ON "boleto_payments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pix_payments_search_idx" ON "pix_payments" USING gin ("search_text" gin_trgm_ops);