-- Every server instance caches the public rate and LISTENs here to drop its copy on any change.
CREATE FUNCTION "exchange_rates_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('exchange_rate_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "exchange_rates_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exchange_rates"
  FOR EACH STATEMENT EXECUTE FUNCTION "exchange_rates_notify"();
