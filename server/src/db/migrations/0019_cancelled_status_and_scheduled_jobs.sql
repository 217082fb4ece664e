-- Issue 20: 'cancelled', a fifth status (a customer's own unpaid transfer, or the system's once it is
-- UNPAID_CANCEL_HOURS old). The per-day aggregate triggers of 0003 key their rows by whatever status
-- a transfer has, so they count cancelled transfers as they are: nothing to change there.
--
-- scheduled_jobs: the background jobs' claims (server/src/jobs/scheduler.ts), one row per job, so
-- each period of each job runs on one instance. The payment monitor claimed its periods in
-- payment_monitor_state.scheduled_for; its latest claim moves here, so the period in progress during
-- the upgrade is not run a second time.
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"claimed_by" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
INSERT INTO "scheduled_jobs" ("name", "scheduled_for", "claimed_by", "claimed_at")
SELECT 'payment-monitor:' || "provider", "scheduled_for", 'migration 0019', now()
FROM "payment_monitor_state" WHERE "scheduled_for" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "transfers" DROP CONSTRAINT "transfers_status_check";--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_status_check" CHECK ("transfers"."status" in ('pending', 'approved', 'completed', 'rejected', 'cancelled'));
