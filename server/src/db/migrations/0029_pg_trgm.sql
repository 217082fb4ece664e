-- Hand-written (issue 34), a custom migration of its own because the next one's indexes need it:
-- pg_trgm, for the operators' search (trigram indexes on customers' names and emails and on
-- recipients' names; docs/decisions/042-operator-search.md). It ships with PostgreSQL (contrib) and
-- is a trusted extension: the role that runs the migrations needs CREATE on the database, no superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
