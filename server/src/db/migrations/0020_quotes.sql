CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"cad_amount" numeric(10, 2) NOT NULL,
	"payment_method" text NOT NULL,
	"exchange_rate_id" integer NOT NULL,
	"rate" numeric(10, 6) NOT NULL,
	"exchange_rate" numeric(10, 4) NOT NULL,
	"inr_amount" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quotes_cad_amount_check" CHECK ("quotes"."cad_amount" > 0),
	CONSTRAINT "quotes_inr_amount_check" CHECK ("quotes"."inr_amount" > 0),
	CONSTRAINT "quotes_exchange_rate_check" CHECK ("quotes"."exchange_rate" > 0 and "quotes"."rate" > 0),
	CONSTRAINT "quotes_payment_method_check" CHECK ("quotes"."payment_method" in ('economy', 'instant')),
	CONSTRAINT "quotes_expiry_check" CHECK ("quotes"."expires_at" > "quotes"."created_at")
);
--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_exchange_rate_id_exchange_rates_id_fk" FOREIGN KEY ("exchange_rate_id") REFERENCES "public"."exchange_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_user_expires_idx" ON "quotes" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "quotes_expires_at_idx" ON "quotes" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_quote_id_unique" UNIQUE("quote_id");