CREATE TABLE "payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_id" bigint NOT NULL,
	"attempt" smallint NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"provider" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider_status" text,
	"provider_id" text,
	"provider_reference" text,
	"name_check" text,
	"name_at_bank" text,
	"failure_reason" text,
	"unpaid_reason" text,
	"cleared_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"in_flight_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payouts_attempt_check" CHECK ("payouts"."attempt" >= 1),
	CONSTRAINT "payouts_state_check" CHECK ("payouts"."state" in ('pending', 'review', 'cleared', 'blocked', 'sending', 'unknown', 'in_flight', 'paid', 'failed', 'returned', 'cancelled')),
	CONSTRAINT "payouts_name_check_check" CHECK ("payouts"."name_check" is null or "payouts"."name_check" in ('match', 'partial_match', 'mismatch', 'invalid_account', 'unavailable'))
);
--> statement-breakpoint
CREATE TABLE "reconciliation_differences" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconciliation_differences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"run_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"transfer_id" bigint,
	"payout_id" bigint,
	"details" jsonb NOT NULL,
	CONSTRAINT "reconciliation_differences_kind_check" CHECK ("reconciliation_differences"."kind" in ('payout_not_at_rail', 'rail_payout_unknown', 'payout_amount_differs', 'payout_state_differs', 'payment_not_received', 'etransfer_unmatched'))
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconciliation_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"payout_provider" text NOT NULL,
	"collection_provider" text NOT NULL,
	"payout_balance" numeric(14, 2),
	"payout_balance_currency" text,
	"payouts_compared" integer DEFAULT 0 NOT NULL,
	"payments_compared" integer DEFAULT 0 NOT NULL,
	"difference_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "reconciliation_runs_period_end_unique" UNIQUE("period_end")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" uuid NOT NULL,
	"reference_code" text NOT NULL,
	"inr_amount" numeric(12, 2) NOT NULL,
	"state" text DEFAULT 'in_flight' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sandbox_payouts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_payouts_state_check" CHECK ("sandbox_payouts"."state" in ('in_flight', 'paid', 'failed', 'returned'))
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_cleared_by_user_id_users_id_fk" FOREIGN KEY ("cleared_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_transfer_attempt_key" ON "payouts" USING btree ("transfer_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_live_per_transfer" ON "payouts" USING btree ("transfer_id") WHERE "payouts"."state" in ('pending', 'review', 'cleared', 'sending', 'unknown', 'in_flight');--> statement-breakpoint
CREATE INDEX "payouts_state_idx" ON "payouts" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "reconciliation_differences_run_idx" ON "reconciliation_differences" USING btree ("run_id");