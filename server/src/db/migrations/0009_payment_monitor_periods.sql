-- One scheduled payment-monitor run per period across all instances: payment_monitor_state
-- remembers the latest period claimed; each run records the period it ran for and which process ran it.
ALTER TABLE "payment_monitor_runs" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_monitor_runs" ADD COLUMN "instance" text;--> statement-breakpoint
ALTER TABLE "payment_monitor_state" ADD COLUMN "scheduled_for" timestamp with time zone;
