ALTER TABLE "cards" ADD COLUMN "spent_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "spent_month" date;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_spent_check" CHECK ("cards"."spent_cents" >= 0);--> statement-breakpoint
-- The counters of the cards that already spent: each card's latest month of approved, not reversed purchases.
UPDATE "cards" SET "spent_cents" = "m"."spent", "spent_month" = "m"."month"
FROM (
  SELECT DISTINCT ON ("card_id") "card_id", "month", sum("amount_cents") AS "spent"
  FROM "card_transactions" WHERE "approved" AND NOT "reversed"
  GROUP BY "card_id", "month" ORDER BY "card_id", "month" DESC
) AS "m"
WHERE "cards"."id" = "m"."card_id";
