CREATE TABLE "market_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"rate" numeric(12, 6) NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_rates_rate_check" CHECK ("market_rates"."rate" > 0),
	CONSTRAINT "market_rates_source_check" CHECK ("market_rates"."source" in ('bank-of-canada', 'wise'))
);
--> statement-breakpoint
CREATE TABLE "rate_change_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_change_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rate" numeric(10, 6) NOT NULL,
	"reference_rate" numeric(12, 6) NOT NULL,
	"reference_kind" text NOT NULL,
	"change_percent" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"exchange_rate_id" integer,
	CONSTRAINT "rate_change_requests_status_check" CHECK ("rate_change_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "rate_change_requests_kind_check" CHECK ("rate_change_requests"."reference_kind" in ('current', 'market')),
	CONSTRAINT "rate_change_requests_rate_check" CHECK ("rate_change_requests"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "rate_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"margin_percent" numeric(4, 2) DEFAULT '1.50' NOT NULL,
	"last_fetch_at" timestamp with time zone,
	"last_fetch_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "rate_settings_single_row" CHECK ("rate_settings"."id"),
	CONSTRAINT "rate_settings_margin_check" CHECK ("rate_settings"."margin_percent" >= 0 and "rate_settings"."margin_percent" <= 10)
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "mid_rate" numeric(12, 6);--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "mid_source" text;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "mid_as_of" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "mid_rate" numeric(12, 6);--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "mid_source" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "mid_as_of" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rate_alerts" ADD COLUMN "triggered_by_rate_id" integer;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "mid_rate" numeric(12, 6);--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "mid_source" text;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "mid_as_of" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rate_change_requests" ADD CONSTRAINT "rate_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_change_requests" ADD CONSTRAINT "rate_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_change_requests" ADD CONSTRAINT "rate_change_requests_exchange_rate_id_exchange_rates_id_fk" FOREIGN KEY ("exchange_rate_id") REFERENCES "public"."exchange_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_settings" ADD CONSTRAINT "rate_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_rates_fetched_idx" ON "market_rates" USING btree ("fetched_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rate_change_requests_pending_idx" ON "rate_change_requests" USING btree ("requested_at") WHERE "rate_change_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "rate_alerts" ADD CONSTRAINT "rate_alerts_triggered_by_rate_id_exchange_rates_id_fk" FOREIGN KEY ("triggered_by_rate_id") REFERENCES "public"."exchange_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_mid_check" CHECK (num_nonnulls("exchange_rates"."mid_rate", "exchange_rates"."mid_source", "exchange_rates"."mid_as_of") in (0, 3));