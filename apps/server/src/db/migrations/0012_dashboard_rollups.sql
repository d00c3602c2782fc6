CREATE TABLE "seller_daily_totals" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"count" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "seller_daily_totals_seller_id_day_metric_pk" PRIMARY KEY("seller_id","day","metric"),
	CONSTRAINT "seller_daily_totals_metric_check" CHECK ("seller_daily_totals"."metric" ~ '^((due|paid):[A-Z_]+|clients)$')
);
--> statement-breakpoint
ALTER TABLE "seller_daily_totals" ADD CONSTRAINT "seller_daily_totals_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The rollups move in the transaction that moves the charges: statement triggers read the
-- statement's transition tables, so a bulk insert or a batch job costs one grouped upsert instead of
-- one per row, and an update that moves no money or date (most of them) writes nothing. Rows are
-- upserted in key order, so two transactions touching the same seller's rollups lock them in the
-- same order.
CREATE FUNCTION "seller_daily_totals_from_charges"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "seller_daily_totals" AS "t" ("seller_id", "day", "metric", "count", "amount_cents")
    SELECT "seller_id", "day", "metric", sum("n")::int, sum("amount")::bigint
    FROM (
      SELECT "seller_id", "expiration_date" AS "day", 'due:' || "status" AS "metric", 1 AS "n", "value_cents" AS "amount" FROM "new_rows"
      UNION ALL SELECT "seller_id", "paid_date", 'paid:' || "status", 1, "value_cents" + "interest_cents" FROM "new_rows" WHERE "paid_date" IS NOT NULL
    ) AS "delta"
    GROUP BY "seller_id", "day", "metric"
    HAVING sum("n") <> 0 OR sum("amount") <> 0
    ORDER BY "seller_id", "day", "metric"
    ON CONFLICT ("seller_id", "day", "metric") DO UPDATE
      SET "count" = "t"."count" + excluded."count", "amount_cents" = "t"."amount_cents" + excluded."amount_cents";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "seller_daily_totals" AS "t" ("seller_id", "day", "metric", "count", "amount_cents")
    SELECT "seller_id", "day", "metric", sum("n")::int, sum("amount")::bigint
    FROM (
      SELECT "seller_id", "expiration_date" AS "day", 'due:' || "status" AS "metric", -1 AS "n", -"value_cents" AS "amount" FROM "old_rows"
      UNION ALL SELECT "seller_id", "paid_date", 'paid:' || "status", -1, -("value_cents" + "interest_cents") FROM "old_rows" WHERE "paid_date" IS NOT NULL
    ) AS "delta"
    GROUP BY "seller_id", "day", "metric"
    HAVING sum("n") <> 0 OR sum("amount") <> 0
    ORDER BY "seller_id", "day", "metric"
    ON CONFLICT ("seller_id", "day", "metric") DO UPDATE
      SET "count" = "t"."count" + excluded."count", "amount_cents" = "t"."amount_cents" + excluded."amount_cents";
  ELSE
    INSERT INTO "seller_daily_totals" AS "t" ("seller_id", "day", "metric", "count", "amount_cents")
    SELECT "seller_id", "day", "metric", sum("n")::int, sum("amount")::bigint
    FROM (
      SELECT "seller_id", "expiration_date" AS "day", 'due:' || "status" AS "metric", 1 AS "n", "value_cents" AS "amount" FROM "new_rows"
      UNION ALL SELECT "seller_id", "paid_date", 'paid:' || "status", 1, "value_cents" + "interest_cents" FROM "new_rows" WHERE "paid_date" IS NOT NULL
      UNION ALL SELECT "seller_id", "expiration_date", 'due:' || "status", -1, -"value_cents" FROM "old_rows"
      UNION ALL SELECT "seller_id", "paid_date", 'paid:' || "status", -1, -("value_cents" + "interest_cents") FROM "old_rows" WHERE "paid_date" IS NOT NULL
    ) AS "delta"
    GROUP BY "seller_id", "day", "metric"
    HAVING sum("n") <> 0 OR sum("amount") <> 0
    ORDER BY "seller_id", "day", "metric"
    ON CONFLICT ("seller_id", "day", "metric") DO UPDATE
      SET "count" = "t"."count" + excluded."count", "amount_cents" = "t"."amount_cents" + excluded."amount_cents";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "charges_rollup_insert" AFTER INSERT ON "charges" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "seller_daily_totals_from_charges"();
--> statement-breakpoint
CREATE TRIGGER "charges_rollup_update" AFTER UPDATE ON "charges" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "seller_daily_totals_from_charges"();
--> statement-breakpoint
CREATE TRIGGER "charges_rollup_delete" AFTER DELETE ON "charges" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "seller_daily_totals_from_charges"();
--> statement-breakpoint
-- Clients count on the São Paulo day they were registered (the business calendar of design §2).
CREATE FUNCTION "seller_daily_totals_from_clients"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "seller_daily_totals" AS "t" ("seller_id", "day", "metric", "count", "amount_cents")
    SELECT "seller_id", "day", "metric", sum("n")::int, sum("amount")::bigint
    FROM (
      SELECT "seller_id", ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "day", 'clients' AS "metric", 1 AS "n", 0::bigint AS "amount"
      FROM "new_rows"
    ) AS "delta"
    GROUP BY "seller_id", "day", "metric"
    HAVING sum("n") <> 0 OR sum("amount") <> 0
    ORDER BY "seller_id", "day", "metric"
    ON CONFLICT ("seller_id", "day", "metric") DO UPDATE
      SET "count" = "t"."count" + excluded."count", "amount_cents" = "t"."amount_cents" + excluded."amount_cents";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "seller_clients_rollup_insert" AFTER INSERT ON "seller_clients" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "seller_daily_totals_from_clients"();
--> statement-breakpoint
-- What existed before the triggers.
INSERT INTO "seller_daily_totals" ("seller_id", "day", "metric", "count", "amount_cents")
SELECT "seller_id", "day", "metric", sum("n")::int, sum("amount")::bigint
FROM (
  SELECT "seller_id", "expiration_date" AS "day", 'due:' || "status" AS "metric", 1 AS "n", "value_cents" AS "amount" FROM "charges"
  UNION ALL SELECT "seller_id", "paid_date", 'paid:' || "status", 1, "value_cents" + "interest_cents" FROM "charges" WHERE "paid_date" IS NOT NULL
  UNION ALL SELECT "seller_id", ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date, 'clients', 1, 0 FROM "seller_clients"
) AS "existing"
GROUP BY "seller_id", "day", "metric";
