-- Aggregates behind the admin counts ("N Total", X-Total-Count, /api/admin/stats), kept exact by
-- statement-level triggers in the same transaction as the change, so no admin call counts a
-- million transfers. Rows are split over 8 slots (id % 8) so concurrent writers rarely wait on
-- one hot row; deltas are applied in key order so two writers never deadlock.

-- The time zone whose days key transfer_daily_stats; the server rewrites it (and rebuilds the
-- aggregate) at start-up when BUSINESS_TIMEZONE differs.
INSERT INTO "business_settings" ("id", "time_zone") VALUES (true, 'America/Toronto');
--> statement-breakpoint
CREATE FUNCTION "transfer_daily_stats_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transfer_daily_stats AS s (day, status, slot, count, cad_total)
  SELECT (n.created_at AT TIME ZONE b.time_zone)::date, n.status, (n.id % 8)::smallint, count(*), sum(n.cad_amount)
  FROM new_rows n CROSS JOIN business_settings b
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (day, status, slot) DO UPDATE
    SET count = s.count + excluded.count, cad_total = s.cad_total + excluded.cad_total;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "transfer_daily_stats_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transfer_daily_stats AS s (day, status, slot, count, cad_total)
  SELECT day, status, slot, sum(delta_count), sum(delta_cad)
  FROM (
    SELECT (o.created_at AT TIME ZONE b.time_zone)::date AS day, o.status, (o.id % 8)::smallint AS slot,
           -1 AS delta_count, -o.cad_amount AS delta_cad
    FROM old_rows o CROSS JOIN business_settings b
    UNION ALL
    SELECT (n.created_at AT TIME ZONE b.time_zone)::date, n.status, (n.id % 8)::smallint, 1, n.cad_amount
    FROM new_rows n CROSS JOIN business_settings b
  ) AS deltas
  GROUP BY day, status, slot
  HAVING sum(delta_count) <> 0 OR sum(delta_cad) <> 0
  ORDER BY day, status, slot
  ON CONFLICT (day, status, slot) DO UPDATE
    SET count = s.count + excluded.count, cad_total = s.cad_total + excluded.cad_total;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "transfer_daily_stats_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transfer_daily_stats AS s (day, status, slot, count, cad_total)
  SELECT (o.created_at AT TIME ZONE b.time_zone)::date, o.status, (o.id % 8)::smallint, -count(*), -sum(o.cad_amount)
  FROM old_rows o CROSS JOIN business_settings b
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (day, status, slot) DO UPDATE
    SET count = s.count + excluded.count, cad_total = s.cad_total + excluded.cad_total;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "transfer_daily_stats_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM transfer_daily_stats;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "transfers_daily_stats_insert" AFTER INSERT ON "transfers"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "transfer_daily_stats_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "transfers_daily_stats_update" AFTER UPDATE ON "transfers"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "transfer_daily_stats_on_update"();
--> statement-breakpoint
CREATE TRIGGER "transfers_daily_stats_delete" AFTER DELETE ON "transfers"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "transfer_daily_stats_on_delete"();
--> statement-breakpoint
CREATE TRIGGER "transfers_daily_stats_truncate" AFTER TRUNCATE ON "transfers"
  FOR EACH STATEMENT EXECUTE FUNCTION "transfer_daily_stats_on_truncate"();
--> statement-breakpoint
-- Recomputes the aggregate from scratch (used here for existing rows, and when the time zone changes).
CREATE FUNCTION "rebuild_transfer_daily_stats"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM transfer_daily_stats;
  INSERT INTO transfer_daily_stats (day, status, slot, count, cad_total)
  SELECT (t.created_at AT TIME ZONE b.time_zone)::date, t.status, (t.id % 8)::smallint, count(*), sum(t.cad_amount)
  FROM transfers t CROSS JOIN business_settings b
  GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT "rebuild_transfer_daily_stats"();
--> statement-breakpoint
-- row_counts: 'users' (every user) and 'recipients' (live ones: deleted_at is null).
CREATE FUNCTION "users_count_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts AS c (name, slot, count)
  SELECT 'users', (n.id % 8)::smallint, count(*) FROM new_rows n GROUP BY 2 ORDER BY 2
  ON CONFLICT (name, slot) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "users_count_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts AS c (name, slot, count)
  SELECT 'users', (o.id % 8)::smallint, -count(*) FROM old_rows o GROUP BY 2 ORDER BY 2
  ON CONFLICT (name, slot) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "recipients_count_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts AS c (name, slot, count)
  SELECT 'recipients', (n.id % 8)::smallint, count(*) FROM new_rows n WHERE n.deleted_at IS NULL GROUP BY 2 ORDER BY 2
  ON CONFLICT (name, slot) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "recipients_count_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts AS c (name, slot, count)
  SELECT 'recipients', slot, sum(delta)
  FROM (
    SELECT (o.id % 8)::smallint AS slot, -1 AS delta FROM old_rows o WHERE o.deleted_at IS NULL
    UNION ALL
    SELECT (n.id % 8)::smallint, 1 FROM new_rows n WHERE n.deleted_at IS NULL
  ) AS deltas
  GROUP BY slot
  HAVING sum(delta) <> 0
  ORDER BY slot
  ON CONFLICT (name, slot) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "recipients_count_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts AS c (name, slot, count)
  SELECT 'recipients', (o.id % 8)::smallint, -count(*) FROM old_rows o WHERE o.deleted_at IS NULL GROUP BY 2 ORDER BY 2
  ON CONFLICT (name, slot) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "row_counts_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM row_counts WHERE name = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_count_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_count_on_delete"();
--> statement-breakpoint
CREATE TRIGGER "recipients_count_insert" AFTER INSERT ON "recipients"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "recipients_count_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "recipients_count_update" AFTER UPDATE ON "recipients"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "recipients_count_on_update"();
--> statement-breakpoint
CREATE TRIGGER "recipients_count_delete" AFTER DELETE ON "recipients"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "recipients_count_on_delete"();
--> statement-breakpoint
CREATE TRIGGER "users_count_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_on_truncate"();
--> statement-breakpoint
CREATE TRIGGER "recipients_count_truncate" AFTER TRUNCATE ON "recipients"
  FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_on_truncate"();
--> statement-breakpoint
INSERT INTO row_counts (name, slot, count)
SELECT 'users', (id % 8)::smallint, count(*) FROM users GROUP BY 2;
--> statement-breakpoint
INSERT INTO row_counts (name, slot, count)
SELECT 'recipients', (id % 8)::smallint, count(*) FROM recipients WHERE deleted_at IS NULL GROUP BY 2;
