-- Least-privilege database role for the MapleRupee application (see SECURITY.md, docs/DEPLOY.md).
-- Run as the role that owns the tables (the one that runs migrations), in the app's database:
--   psql "$OWNER_DATABASE_URL" -v ON_ERROR_STOP=1 -f docs/database-roles.sql
-- then set its password (ALTER ROLE maplerupee_app PASSWORD '…'), point DATABASE_URL at it and
-- set MIGRATE_ON_START=false; deploys apply migrations with `npm run manage -- migrate` as the owner.
-- Running it again is harmless (and gives an existing role the rights later releases added). An
-- owner that may not create roles: have an administrator run CREATE ROLE maplerupee_app LOGIN first.

DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'maplerupee_app') THEN
    CREATE ROLE maplerupee_app LOGIN;
  END IF;
END
$$;

GRANT USAGE ON SCHEMA public TO maplerupee_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO maplerupee_app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO maplerupee_app;
-- Tables and sequences that later migrations create get the same rights.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO maplerupee_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO maplerupee_app;

-- GET /readyz compares the applied migrations with the build's: it may read their journal, nothing more.
GRANT USAGE ON SCHEMA drizzle TO maplerupee_app;
GRANT SELECT ON drizzle.__drizzle_migrations TO maplerupee_app;

-- History is append-only: the application may add to it, never rewrite or erase it.
REVOKE UPDATE, DELETE, TRUNCATE ON audit_events FROM maplerupee_app;
REVOKE UPDATE, DELETE, TRUNCATE ON transfer_events FROM maplerupee_app;
REVOKE UPDATE, DELETE, TRUNCATE ON compliance_case_events FROM maplerupee_app;
