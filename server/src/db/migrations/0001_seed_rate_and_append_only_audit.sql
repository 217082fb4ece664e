-- The first CAD→INR rate, so a fresh database quotes sensibly before an operator sets one.
INSERT INTO "exchange_rates" ("from_currency", "to_currency", "rate") VALUES ('CAD', 'INR', 63.000000);
--> statement-breakpoint
-- audit_events is append-only: nothing may rewrite or erase what happened.
CREATE FUNCTION "audit_events_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only"
  BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_refuse_change"();
