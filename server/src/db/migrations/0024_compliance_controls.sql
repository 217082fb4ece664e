CREATE TABLE "compliance_case_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "compliance_case_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" integer,
	"text" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_case_events_kind_check" CHECK ("compliance_case_events"."kind" in ('opened', 'joined', 'recomputed', 'note', 'assigned', 'closed', 'reopened', 'frozen', 'authority_decision', 'transfer_rejected'))
);
--> statement-breakpoint
CREATE TABLE "compliance_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"refused_attempts_threshold" integer DEFAULT 3 NOT NULL,
	"beneficiary_checked_to" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "compliance_settings_single_row" CHECK ("compliance_settings"."id"),
	CONSTRAINT "compliance_settings_threshold_check" CHECK ("compliance_settings"."refused_attempts_threshold" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "transfer_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfer_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"recipient_id" integer,
	"recipient_name" text,
	"cad_amount" numeric(10, 2) NOT NULL,
	"reason" text NOT NULL,
	"reference_code" text NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_attempts_reason_check" CHECK ("transfer_attempts"."reason" in ('verification_required', 'limit_exceeded', 'recipient_address_required', 'compliance_hold')),
	CONSTRAINT "transfer_attempts_cad_amount_check" CHECK ("transfer_attempts"."cad_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "compliance_cases" DROP CONSTRAINT "compliance_cases_kind_check";--> statement-breakpoint
ALTER TABLE "compliance_cases" DROP CONSTRAINT "compliance_cases_party_check";--> statement-breakpoint
ALTER TABLE "compliance_cases" DROP CONSTRAINT "compliance_cases_outcome_check";--> statement-breakpoint
DROP INDEX "transfers_recipient_id_idx";--> statement-breakpoint
ALTER TABLE "compliance_cases" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD COLUMN "beneficiary_account_number" text;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD COLUMN "beneficiary_ifsc_code" text;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD COLUMN "rule" text;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD COLUMN "authority_decision" text;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD COLUMN "authority_note" text;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD COLUMN "authority_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD COLUMN "authority_decided_by" integer;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "transfer_events" ADD COLUMN "reason_withheld" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "compliance_case_events" ADD CONSTRAINT "compliance_case_events_case_id_compliance_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."compliance_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_case_events" ADD CONSTRAINT "compliance_case_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_settings" ADD CONSTRAINT "compliance_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_attempts" ADD CONSTRAINT "transfer_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_attempts" ADD CONSTRAINT "transfer_attempts_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_attempts" ADD CONSTRAINT "transfer_attempts_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_case_events_case_idx" ON "compliance_case_events" USING btree ("case_id","created_at","id");--> statement-breakpoint
CREATE INDEX "transfer_attempts_user_idx" ON "transfer_attempts" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transfer_attempts_created_idx" ON "transfer_attempts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_attempts_reference_key" ON "transfer_attempts" USING btree ("user_id","reference_code","reason");--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_authority_decided_by_users_id_fk" FOREIGN KEY ("authority_decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_cases_eftr_beneficiary_window_key" ON "compliance_cases" USING btree ("beneficiary_account_number","beneficiary_ifsc_code","window_start") WHERE "compliance_cases"."kind" = 'eftr_beneficiary';--> statement-breakpoint
CREATE INDEX "compliance_cases_frozen_idx" ON "compliance_cases" USING btree ("user_id","recipient_id") WHERE "compliance_cases"."outcome" = 'listed_property' and "compliance_cases"."authority_decision" is null;--> statement-breakpoint
CREATE INDEX "recipients_beneficiary_idx" ON "recipients" USING btree ("account_number","ifsc_code");--> statement-breakpoint
CREATE INDEX "transfers_recipient_id_idx" ON "transfers" USING btree ("recipient_id","created_at");--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_sanctions_party_check" CHECK (("compliance_cases"."kind" = 'sanctions') = ("compliance_cases"."party" is not null) and ("compliance_cases"."party" = 'recipient') = ("compliance_cases"."recipient_id" is not null));--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_authority_decision_check" CHECK ("compliance_cases"."authority_decision" is null or "compliance_cases"."authority_decision" in ('released', 'seized'));--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_kind_check" CHECK ("compliance_cases"."kind" in ('eftr', 'eftr_beneficiary', 'str', 'sanctions'));--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_party_check" CHECK (case when "compliance_cases"."kind" = 'eftr_beneficiary'
        then "compliance_cases"."user_id" is null and "compliance_cases"."beneficiary_account_number" is not null and "compliance_cases"."beneficiary_ifsc_code" is not null
        else "compliance_cases"."user_id" is not null and "compliance_cases"."beneficiary_account_number" is null and "compliance_cases"."beneficiary_ifsc_code" is null end);--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_outcome_check" CHECK ("compliance_cases"."outcome" is null or "compliance_cases"."outcome" in ('filed', 'cleared', 'not_reportable')
        or ("compliance_cases"."outcome" = 'listed_property' and "compliance_cases"."kind" = 'sanctions'));--> statement-breakpoint
-- Hand-written (issue 31), after the generated statements: customers verified before this migration
-- keep the name they had as their verified legal name, on the account and on the approved verifications.
UPDATE "users" SET "legal_name" = "username"
  WHERE "legal_name" IS NULL AND EXISTS (
    SELECT 1 FROM "identity_verifications" v WHERE v."user_id" = "users"."id" AND v."status" = 'approved');--> statement-breakpoint
UPDATE "identity_verifications" v SET "legal_name" = u."legal_name"
  FROM "users" u WHERE u."id" = v."user_id" AND v."status" = 'approved' AND v."legal_name" IS NULL;
