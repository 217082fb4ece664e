CREATE TABLE "sanctions_list_versions" (
	"version" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sanctions_list_versions_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone NOT NULL,
	"origin" jsonb NOT NULL,
	"lists" jsonb NOT NULL,
	"entry_count" integer NOT NULL,
	"rescreen_total" integer,
	"rescreen_done" integer DEFAULT 0 NOT NULL,
	"rescreen_matches" integer DEFAULT 0 NOT NULL,
	"rescreen_started_at" timestamp with time zone,
	"rescreen_finished_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "compliance_cases_open_sanctions_customer_key";--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD COLUMN "party" text;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "screened_version" integer;--> statement-breakpoint
ALTER TABLE "sanctions_entries" ADD COLUMN "kind" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "sanctions_entries" ADD COLUMN "dates_of_birth" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sanctions_entries" ADD COLUMN "list_version" integer;--> statement-breakpoint
-- Hand-written (not generated): lists imported before versions become version 1, their one date of
-- birth the first of their dates, and every existing sanctions case says whose name matched.
INSERT INTO "sanctions_list_versions" ("created_at", "origin", "lists", "entry_count")
  SELECT now(), '{"operator": "migration 0022", "reason": "lists imported before list versions"}'::jsonb,
    (SELECT jsonb_agg(jsonb_build_object('listName', list_name, 'imported', n, 'added', n, 'changed', 0, 'removed', 0))
       FROM (SELECT list_name, count(*) AS n FROM "sanctions_entries" GROUP BY list_name) lists),
    (SELECT count(*) FROM "sanctions_entries")
  WHERE EXISTS (SELECT 1 FROM "sanctions_entries");--> statement-breakpoint
UPDATE "sanctions_entries" SET "list_version" = (SELECT min("version") FROM "sanctions_list_versions"),
  "dates_of_birth" = CASE WHEN "date_of_birth" IS NULL THEN '{}'::text[] ELSE ARRAY["date_of_birth"] END;--> statement-breakpoint
UPDATE "compliance_cases" SET "party" = CASE WHEN "recipient_id" IS NULL THEN 'customer' ELSE 'recipient' END WHERE "kind" = 'sanctions';--> statement-breakpoint
ALTER TABLE "sanctions_entries" ALTER COLUMN "list_version" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "payer_screened_version" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "screened_version" integer;--> statement-breakpoint
ALTER TABLE "sanctions_entries" ADD CONSTRAINT "sanctions_entries_list_version_sanctions_list_versions_version_fk" FOREIGN KEY ("list_version") REFERENCES "public"."sanctions_list_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipients_screened_version_idx" ON "recipients" USING btree ("screened_version","id");--> statement-breakpoint
CREATE INDEX "sanctions_entries_list_version_idx" ON "sanctions_entries" USING btree ("list_version");--> statement-breakpoint
CREATE INDEX "users_screened_version_idx" ON "users" USING btree ("screened_version","id");--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_cases_open_sanctions_customer_key" ON "compliance_cases" USING btree ("user_id") WHERE "compliance_cases"."kind" = 'sanctions' and "compliance_cases"."status" = 'open' and "compliance_cases"."party" = 'customer';--> statement-breakpoint
ALTER TABLE "sanctions_entries" DROP COLUMN "date_of_birth";--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_party_check" CHECK (("compliance_cases"."kind" = 'sanctions') = ("compliance_cases"."party" is not null) and ("compliance_cases"."party" = 'recipient') = ("compliance_cases"."recipient_id" is not null));--> statement-breakpoint
ALTER TABLE "sanctions_entries" ADD CONSTRAINT "sanctions_entries_kind_check" CHECK ("sanctions_entries"."kind" in ('person', 'organization', 'unknown'));--> statement-breakpoint
-- Hand-written (not generated): a re-screen records screened_version on every customer; that is no
-- change a session cares about, so it must not make every instance drop its cached sessions
-- (0011's trigger notified on any update of users). An update that changes screened_version with
-- anything else also moves updated_at (a new name, a verification: screening/screen-parties.ts),
-- so this stays silent only for a screening's own update. Comparing the whole rows without the
-- column (to_jsonb) cost 0.1-0.2 ms a row, a third of a re-screen page's update.
DROP TRIGGER "users_changed" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (OLD.screened_version IS NOT DISTINCT FROM NEW.screened_version OR OLD.updated_at IS DISTINCT FROM NEW.updated_at)
  EXECUTE FUNCTION "session_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "users_deleted" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "session_changed_notify"();--> statement-breakpoint
CREATE INDEX "transfers_payer_screening_idx" ON "transfers" USING btree ("payer_screened_version", "id")
  WHERE "apaylo_sender_name" IS NOT NULL AND "status" = 'pending';
