-- The tab counters (charge_counts) move in the statement trigger that already moves the dashboard's
-- daily rollups, instead of a statement of their own sent by the application after each insert or
-- status change: one round trip less per change, and no code path can forget them. The function
-- locks the rollup rows first and the counters second, every time, the order the application used
-- (transition.ts: charge row, ledger accounts, rollups, counters), so two changes never wait on each
-- other in a cycle. An update that moves no status writes no counter (the HAVING drops zero deltas).
CREATE FUNCTION "charge_aggregates_from_charges"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    INSERT INTO "charge_counts" AS "c" ("seller_id", "status", "total")
    SELECT "seller_id", "status", count(*)::int FROM "new_rows"
    GROUP BY "seller_id", "status"
    ORDER BY "seller_id", "status"
    ON CONFLICT ("seller_id", "status") DO UPDATE SET "total" = "c"."total" + excluded."total";
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
    INSERT INTO "charge_counts" AS "c" ("seller_id", "status", "total")
    SELECT "seller_id", "status", -count(*)::int FROM "old_rows"
    GROUP BY "seller_id", "status"
    ORDER BY "seller_id", "status"
    ON CONFLICT ("seller_id", "status") DO UPDATE SET "total" = "c"."total" + excluded."total";
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
    INSERT INTO "charge_counts" AS "c" ("seller_id", "status", "total")
    SELECT "seller_id", "status", sum("n")::int
    FROM (
      SELECT "seller_id", "status", 1 AS "n" FROM "new_rows"
      UNION ALL SELECT "seller_id", "status", -1 FROM "old_rows"
    ) AS "delta"
    GROUP BY "seller_id", "status"
    HAVING sum("n") <> 0
    ORDER BY "seller_id", "status"
    ON CONFLICT ("seller_id", "status") DO UPDATE SET "total" = "c"."total" + excluded."total";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "charges_rollup_insert" ON "charges";--> statement-breakpoint
DROP TRIGGER "charges_rollup_update" ON "charges";--> statement-breakpoint
DROP TRIGGER "charges_rollup_delete" ON "charges";--> statement-breakpoint
DROP FUNCTION "seller_daily_totals_from_charges"();--> statement-breakpoint
CREATE TRIGGER "charges_aggregates_insert" AFTER INSERT ON "charges" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "charge_aggregates_from_charges"();
--> statement-breakpoint
CREATE TRIGGER "charges_aggregates_update" AFTER UPDATE ON "charges" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "charge_aggregates_from_charges"();
--> statement-breakpoint
CREATE TRIGGER "charges_aggregates_delete" AFTER DELETE ON "charges" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "charge_aggregates_from_charges"();
--> statement-breakpoint
-- From here the counters are what the charges say: recounted once, so any drift ends with this change.
DELETE FROM "charge_counts";--> statement-breakpoint
INSERT INTO "charge_counts" ("seller_id", "status", "total")
SELECT "seller_id", "status", count(*)::int FROM "charges" GROUP BY "seller_id", "status";
