CREATE TABLE "business_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"time_zone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_settings_single_row" CHECK ("business_settings"."id")
);
--> statement-breakpoint
CREATE TABLE "incoming_etransfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "incoming_etransfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"message" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"sender_name" text NOT NULL,
	"sender_email" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"matched_transfer_id" bigint,
	"matched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_monitor_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_monitor_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"fetched_count" integer DEFAULT 0 NOT NULL,
	"matched_count" integer DEFAULT 0 NOT NULL,
	"unmatched_count" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "payment_monitor_state" (
	"provider" text PRIMARY KEY NOT NULL,
	"cursor" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "row_counts" (
	"name" text NOT NULL,
	"slot" smallint NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "row_counts_name_slot_pk" PRIMARY KEY("name","slot")
);
--> statement-breakpoint
CREATE TABLE "sandbox_etransfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_etransfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" text NOT NULL,
	"message" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"sender_name" text NOT NULL,
	"sender_email" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_etransfers_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "sandbox_etransfers_amount_check" CHECK ("sandbox_etransfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_daily_stats" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"slot" smallint NOT NULL,
	"count" bigint NOT NULL,
	"cad_total" numeric(18, 2) NOT NULL,
	CONSTRAINT "transfer_daily_stats_day_status_slot_pk" PRIMARY KEY("day","status","slot")
);
--> statement-breakpoint
ALTER TABLE "incoming_etransfers" ADD CONSTRAINT "incoming_etransfers_matched_transfer_id_transfers_id_fk" FOREIGN KEY ("matched_transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "incoming_etransfers_provider_transaction_key" ON "incoming_etransfers" USING btree ("provider","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "incoming_etransfers_matched_transfer_key" ON "incoming_etransfers" USING btree ("matched_transfer_id") WHERE "incoming_etransfers"."matched_transfer_id" is not null;--> statement-breakpoint
CREATE INDEX "incoming_etransfers_unmatched_idx" ON "incoming_etransfers" USING btree ("received_at","id") WHERE "incoming_etransfers"."matched_transfer_id" is null;--> statement-breakpoint
CREATE INDEX "payment_monitor_runs_started_idx" ON "payment_monitor_runs" USING btree ("started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transfers_reference_code_prefix_idx" ON "transfers" USING btree ("reference_code" varchar_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_apaylo_transaction_id_key" ON "transfers" USING btree ("apaylo_transaction_id") WHERE "transfers"."apaylo_transaction_id" is not null;