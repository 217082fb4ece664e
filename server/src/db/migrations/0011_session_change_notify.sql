-- Every server instance caches the live sessions it looked up (server/src/auth/session-cache.ts)
-- and LISTENs here: a deleted or shortened session ('s:' || token_hash) and any change to a user
-- ('u:' || id: role, name, password) drop the cached copies on every instance at commit. Extending
-- a session's idle expiry (done once a minute per session) tells nobody: a copy with the older
-- expiry only sends its instance back to the database sooner.
CREATE FUNCTION "session_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('session_changed', '');
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('session_changed', 's:' || OLD.token_hash);
  ELSE
    PERFORM pg_notify('session_changed', 'u:' || OLD.id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_deleted" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "session_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "sessions_shortened" AFTER UPDATE ON "sessions"
  FOR EACH ROW WHEN (
    NEW.idle_expires_at < OLD.idle_expires_at
    OR NEW.absolute_expires_at IS DISTINCT FROM OLD.absolute_expires_at
    OR NEW.user_id IS DISTINCT FROM OLD.user_id
    OR NEW.token_hash IS DISTINCT FROM OLD.token_hash
  ) EXECUTE FUNCTION "session_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "session_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "sessions_truncated" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changed_notify"();
