-- Committed webhook work is announced on the channel 'cofre_work' (delivered on commit), so the
-- dispatcher rests until there is some instead of asking every quarter second (jobs/work-signal.ts):
-- a new event in the outbox, a delivery made due (a fan-out, a resend, a retry scheduled).
CREATE FUNCTION "cofre_announce_work"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cofre_work', TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "integration_events_work" AFTER INSERT ON "integration_events" FOR EACH STATEMENT EXECUTE FUNCTION "cofre_announce_work"('webhooks');--> statement-breakpoint
CREATE TRIGGER "webhook_deliveries_work" AFTER INSERT OR UPDATE OF "next_attempt_at" ON "webhook_deliveries" FOR EACH STATEMENT EXECUTE FUNCTION "cofre_announce_work"('webhooks');
