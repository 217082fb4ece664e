ALTER TABLE "mail_queue" ALTER COLUMN "transfer_event_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "verification_id" integer;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_verification_id_identity_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."identity_verifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_verification_id_unique" UNIQUE("verification_id");--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_subject_check" CHECK (("mail_queue"."transfer_event_id" is null) <> ("mail_queue"."verification_id" is null));