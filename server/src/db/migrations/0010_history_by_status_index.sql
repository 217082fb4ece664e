-- A customer's history filtered by status, in list order, and their summary (counts and CAD sums
-- per status) from the index alone. A plain CREATE INDEX (migrations run in a transaction): on a
-- million transfers it holds writes to transfers for a few seconds.
CREATE INDEX "transfers_user_status_created_idx" ON "transfers" USING btree ("user_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"cad_amount");
