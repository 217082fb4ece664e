CREATE TABLE "rate_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"target_rate" numeric(10, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"triggered_at" timestamp with time zone,
	"triggered_rate" numeric(10, 6),
	CONSTRAINT "rate_alerts_target_rate_check" CHECK ("rate_alerts"."target_rate" > 0),
	CONSTRAINT "rate_alerts_triggered_check" CHECK (("rate_alerts"."triggered_at" is null) = ("rate_alerts"."triggered_rate" is null))
);
--> statement-breakpoint
ALTER TABLE "mail_queue" DROP CONSTRAINT "mail_queue_subject_check";--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "rate_alert_id" integer;--> statement-breakpoint
ALTER TABLE "rate_alerts" ADD CONSTRAINT "rate_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_alerts_user_active_idx" ON "rate_alerts" USING btree ("user_id","created_at","id") WHERE "rate_alerts"."triggered_at" is null;--> statement-breakpoint
CREATE INDEX "rate_alerts_active_target_idx" ON "rate_alerts" USING btree ("target_rate") WHERE "rate_alerts"."triggered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_alerts_user_target_active_key" ON "rate_alerts" USING btree ("user_id","target_rate") WHERE "rate_alerts"."triggered_at" is null;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_rate_alert_id_rate_alerts_id_fk" FOREIGN KEY ("rate_alert_id") REFERENCES "public"."rate_alerts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_rate_alert_id_unique" UNIQUE("rate_alert_id");--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_subject_check" CHECK (num_nonnulls("mail_queue"."transfer_event_id", "mail_queue"."verification_id", "mail_queue"."rate_alert_id") = 1);