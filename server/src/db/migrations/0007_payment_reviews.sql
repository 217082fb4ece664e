DROP INDEX "incoming_etransfers_unmatched_idx";--> statement-breakpoint
ALTER TABLE "incoming_etransfers" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "incoming_etransfers" ADD COLUMN "candidate_transfer_ids" bigint[];--> statement-breakpoint
ALTER TABLE "incoming_etransfers" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "incoming_etransfers" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incoming_etransfers" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "incoming_etransfers" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "incoming_etransfers" ADD CONSTRAINT "incoming_etransfers_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incoming_etransfers_open_idx" ON "incoming_etransfers" USING btree ("received_at","id") WHERE "incoming_etransfers"."matched_transfer_id" is null and "incoming_etransfers"."review_reason" is null and "incoming_etransfers"."resolution" is null;--> statement-breakpoint
CREATE INDEX "incoming_etransfers_review_idx" ON "incoming_etransfers" USING btree ("recorded_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "incoming_etransfers"."review_reason" is not null and "incoming_etransfers"."resolution" is null;--> statement-breakpoint
ALTER TABLE "incoming_etransfers" ADD CONSTRAINT "incoming_etransfers_review_reason_check" CHECK ("incoming_etransfers"."review_reason" in ('several_references', 'sender_mismatch'));--> statement-breakpoint
ALTER TABLE "incoming_etransfers" ADD CONSTRAINT "incoming_etransfers_resolution_check" CHECK ("incoming_etransfers"."resolution" in ('accepted', 'dismissed'));