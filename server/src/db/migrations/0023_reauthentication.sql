CREATE TABLE "second_factor_attempts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"last_try_at" timestamp with time zone NOT NULL,
	"lockouts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "second_factor_attempts_counts_check" CHECK ("second_factor_attempts"."tries" >= 0 and "second_factor_attempts"."lockouts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "passkey_challenges" DROP CONSTRAINT "passkey_challenges_purpose_check";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "second_factor_attempts" ADD CONSTRAINT "second_factor_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passkey_challenges" ADD CONSTRAINT "passkey_challenges_purpose_check" CHECK ("passkey_challenges"."purpose" in ('register', 'authenticate', 'reauthenticate'));