CREATE TABLE "payout_webhook_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"delivery_id" text NOT NULL,
	"event_type" text NOT NULL,
	"provider_id" text NOT NULL,
	"provider_status" text,
	"occurred_at" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL,
	"refreshed_at" timestamp with time zone,
	CONSTRAINT "payout_webhook_deliveries_provider_check" CHECK ("payout_webhook_deliveries"."provider" in ('wise'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payout_webhook_deliveries_delivery_key" ON "payout_webhook_deliveries" USING btree ("provider","delivery_id");--> statement-breakpoint
CREATE INDEX "payout_webhook_deliveries_pending_idx" ON "payout_webhook_deliveries" USING btree ("id") WHERE "payout_webhook_deliveries"."refreshed_at" is null;