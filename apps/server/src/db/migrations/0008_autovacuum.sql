-- Counter and balance rows are updated in place on every charge, payment and refund: a few rows take
-- thousands of updates a day. PostgreSQL's default (vacuum after 20% of the table changed) waits far
-- too long for a table of a few hundred rows, so dead versions pile up on the hottest rows. These
-- vacuum after a fixed number of changes instead; idempotency keys are written and deleted in bulk.
ALTER TABLE "charge_counts" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000, autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 1000);--> statement-breakpoint
ALTER TABLE "seller_client_counts" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000);--> statement-breakpoint
ALTER TABLE "ledger_accounts" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 2000);--> statement-breakpoint
ALTER TABLE "charge_customers" SET (autovacuum_vacuum_scale_factor = 0.05, autovacuum_analyze_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "charge_titles" SET (autovacuum_vacuum_scale_factor = 0.05, autovacuum_analyze_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "idempotency_keys" SET (autovacuum_vacuum_scale_factor = 0.05, autovacuum_analyze_scale_factor = 0.05);--> statement-breakpoint
-- Large, append-mostly tables: statistics refreshed after 2% new rows, not 10%, so a seller who grew
-- fast is planned with his real size (the list walks an index instead of sorting).
ALTER TABLE "charges" SET (autovacuum_analyze_scale_factor = 0.02, autovacuum_vacuum_scale_factor = 0.05);--> statement-breakpoint
ALTER TABLE "postings" SET (autovacuum_analyze_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "journal_entries" SET (autovacuum_analyze_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "receivables" SET (autovacuum_analyze_scale_factor = 0.02, autovacuum_vacuum_scale_factor = 0.05);
