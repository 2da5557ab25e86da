CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"month" text NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("exchange_rates"."rate" > 0),
	CONSTRAINT "exchange_rates_base_code" CHECK ("exchange_rates"."base" ~ '^[A-Z]{3}$'),
	CONSTRAINT "exchange_rates_quote_code" CHECK ("exchange_rates"."quote" ~ '^[A-Z]{3}$'),
	CONSTRAINT "exchange_rates_pair" CHECK ("exchange_rates"."base" <> "exchange_rates"."quote"),
	CONSTRAINT "exchange_rates_month" CHECK ("exchange_rates"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_pair_month_key" ON "exchange_rates" USING btree ("base","quote","month");--> statement-breakpoint
CREATE TRIGGER "exchange_rates_bump_version" BEFORE UPDATE ON "exchange_rates" FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();--> statement-breakpoint
CREATE TRIGGER "exchange_rates_audit" AFTER INSERT OR UPDATE OR DELETE ON "exchange_rates" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('month', '', '', '', '');
