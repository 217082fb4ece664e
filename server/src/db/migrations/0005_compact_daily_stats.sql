-- transfer_daily_stats spreads each (day, status) over 8 slots so concurrent writers rarely wait on
-- one row; that only matters for the days being written now. Folding past days into slot 0 keeps
-- the aggregate ~8 times smaller (two years of counts: ~17,600 rows → ~2,900), which is what the
-- admin counts read on every list and stats call. The server runs this at start-up and hourly.
--
-- Rows are locked in key order first, the order the transfer triggers write in, so a status change
-- of an old transfer running at the same time waits instead of deadlocking. Totals never change:
-- the slots' sums move into slot 0 in one statement, and (day, status) rows that add up to nothing
-- are dropped.
CREATE FUNCTION "compact_transfer_daily_stats"(before_day date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  folded integer;
BEGIN
  PERFORM 1 FROM transfer_daily_stats s
  WHERE (s.day, s.status) IN (SELECT day, status FROM transfer_daily_stats WHERE day < before_day AND slot <> 0)
  ORDER BY s.day, s.status, s.slot
  FOR UPDATE;

  WITH moved AS (
    DELETE FROM transfer_daily_stats WHERE day < before_day AND slot <> 0
    RETURNING day, status, count, cad_total
  )
  INSERT INTO transfer_daily_stats AS s (day, status, slot, count, cad_total)
  SELECT day, status, 0, sum(count), sum(cad_total) FROM moved GROUP BY day, status ORDER BY day, status
  ON CONFLICT (day, status, slot) DO UPDATE
    SET count = s.count + excluded.count, cad_total = s.cad_total + excluded.cad_total;
  GET DIAGNOSTICS folded = ROW_COUNT;

  DELETE FROM transfer_daily_stats WHERE day < before_day AND count = 0 AND cad_total = 0;
  RETURN folded;
END;
$$;
