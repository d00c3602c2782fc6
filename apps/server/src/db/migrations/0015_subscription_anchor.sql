ALTER TABLE "subscriptions" ADD COLUMN "anchor_date" date;--> statement-breakpoint
UPDATE "subscriptions" SET "anchor_date" = "start_date";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "anchor_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "anchor_cycle" integer DEFAULT 1 NOT NULL;
