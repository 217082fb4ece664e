CREATE TABLE "compliance_case_transfers" (
	"case_id" integer NOT NULL,
	"transfer_id" bigint NOT NULL,
	CONSTRAINT "compliance_case_transfers_case_id_transfer_id_pk" PRIMARY KEY("case_id","transfer_id")
);
--> statement-breakpoint
CREATE TABLE "compliance_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "compliance_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"recipient_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"total" numeric(14, 2),
	"window_start" timestamp with time zone,
	"window_end" timestamp with time zone,
	"due_by" date,
	"summary" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" integer,
	"outcome" text,
	"reference" text,
	"note" text,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	CONSTRAINT "compliance_cases_kind_check" CHECK ("compliance_cases"."kind" in ('eftr', 'str', 'sanctions')),
	CONSTRAINT "compliance_cases_status_check" CHECK ("compliance_cases"."status" in ('open', 'closed')),
	CONSTRAINT "compliance_cases_outcome_check" CHECK ("compliance_cases"."outcome" is null or "compliance_cases"."outcome" in ('filed', 'cleared'))
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"date_of_birth" date,
	"occupation" text,
	"street" text,
	"city" text,
	"province" text,
	"postal_code" text,
	"id_type" text,
	"id_number" text,
	"id_jurisdiction" text,
	"id_expiry" date,
	"document_id" integer,
	"note" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"reason" text,
	CONSTRAINT "identity_verifications_status_check" CHECK ("identity_verifications"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "identity_verifications_method_check" CHECK ("identity_verifications"."method" in ('document', 'in-person', 'dual-process', 'credit-file'))
);
--> statement-breakpoint
CREATE TABLE "sanctions_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sanctions_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list_name" text NOT NULL,
	"entry_id" text NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"date_of_birth" text,
	"country" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_limits" (
	"tier" text PRIMARY KEY NOT NULL,
	"per_transfer" numeric(12, 2) NOT NULL,
	"daily" numeric(12, 2) NOT NULL,
	"monthly" numeric(12, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "transaction_limits_tier_check" CHECK ("transaction_limits"."tier" in ('basic', 'verified'))
);
--> statement-breakpoint
CREATE TABLE "verification_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"sealed" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_documents_type_check" CHECK ("verification_documents"."content_type" in ('image/jpeg', 'image/png', 'application/pdf'))
);
--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "recipient_address" text;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "sender_address" text;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "verification_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "compliance_case_transfers" ADD CONSTRAINT "compliance_case_transfers_case_id_compliance_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."compliance_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_case_transfers" ADD CONSTRAINT "compliance_case_transfers_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_document_id_verification_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."verification_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_limits" ADD CONSTRAINT "transaction_limits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_case_transfers_transfer_idx" ON "compliance_case_transfers" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "compliance_cases_status_idx" ON "compliance_cases" USING btree ("status","opened_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "compliance_cases_user_idx" ON "compliance_cases" USING btree ("user_id","kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_cases_eftr_window_key" ON "compliance_cases" USING btree ("user_id","window_start") WHERE "compliance_cases"."kind" = 'eftr';--> statement-breakpoint
CREATE INDEX "identity_verifications_status_idx" ON "identity_verifications" USING btree ("status","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "identity_verifications_user_idx" ON "identity_verifications" USING btree ("user_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_one_pending" ON "identity_verifications" USING btree ("user_id") WHERE "identity_verifications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "sanctions_entries_list_entry_key" ON "sanctions_entries" USING btree ("list_name","entry_id");--> statement-breakpoint
CREATE INDEX "verification_documents_user_idx" ON "verification_documents" USING btree ("user_id");--> statement-breakpoint
-- NOT VALID: the column is new (all null), so checking the existing transfers would only scan them all.
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_verification_id_identity_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."identity_verifications"("id") ON DELETE no action ON UPDATE no action NOT VALID;--> statement-breakpoint
-- The limits of domain/compliance.ts (DEFAULT_LIMITS) until an operator changes them.
INSERT INTO "transaction_limits" ("tier", "per_transfer", "daily", "monthly") VALUES
  ('basic', 999.99, 999.99, 3000.00),
  ('verified', 5000.00, 10000.00, 30000.00);
