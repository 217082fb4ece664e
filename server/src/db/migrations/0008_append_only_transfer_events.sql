-- A transfer's timeline is history, like the audit log: nothing may rewrite or erase it, not even
-- the tables' owner (the least-privilege role of docs/database-roles.sql cannot even try).
CREATE FUNCTION "history_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "transfer_events_append_only"
  BEFORE UPDATE OR DELETE ON "transfer_events"
  FOR EACH ROW EXECUTE FUNCTION "history_refuse_change"();
--> statement-breakpoint
-- Row triggers do not see TRUNCATE: refuse it for both history tables.
CREATE TRIGGER "transfer_events_no_truncate"
  BEFORE TRUNCATE ON "transfer_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "history_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate"
  BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "history_refuse_change"();
