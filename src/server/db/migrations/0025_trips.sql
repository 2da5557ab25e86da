CREATE TABLE "trip_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"position" integer NOT NULL,
	"category" text NOT NULL,
	"description" text,
	"estimate" numeric(15, 3),
	"actual" numeric(15, 3),
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_lines_estimate_not_negative" CHECK ("trip_lines"."estimate" >= 0),
	CONSTRAINT "trip_lines_actual_not_negative" CHECK ("trip_lines"."actual" >= 0),
	CONSTRAINT "trip_lines_currency_code" CHECK ("trip_lines"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "trip_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"summary" text NOT NULL,
	"people_reached" integer,
	"leads" integer,
	"rating" integer,
	"go_again" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submission_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_reports_rating_range" CHECK ("trip_reports"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"traveller_id" integer NOT NULL,
	"role" text NOT NULL,
	"depart_date" date,
	"return_date" date,
	"stage" text DEFAULT 'draft' NOT NULL,
	"workflow_id" integer,
	"booking" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reimbursement" text DEFAULT 'not_claimed' NOT NULL,
	"notes" text,
	"created_by_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_return_after_depart" CHECK ("trips"."return_date" is null or "trips"."depart_date" is null or "trips"."return_date" >= "trips"."depart_date")
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "trip_id" integer;--> statement-breakpoint
ALTER TABLE "trip_lines" ADD CONSTRAINT "trip_lines_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_reports" ADD CONSTRAINT "trip_reports_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_traveller_id_users_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_workflow_id_approval_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."approval_workflows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_lines_trip_id_idx" ON "trip_lines" USING btree ("trip_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_reports_trip_id_key" ON "trip_reports" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trips_event_id_idx" ON "trips" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "trips_traveller_id_idx" ON "trips" USING btree ("traveller_id");--> statement-breakpoint
CREATE INDEX "trips_stage_idx" ON "trips" USING btree ("stage");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_workflow_id_key" ON "trips" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "trips_depart_date_idx" ON "trips" USING btree ("depart_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_trip_id_idx" ON "assets" USING btree ("trip_id");--> statement-breakpoint
CREATE TRIGGER "trips_bump_version" BEFORE UPDATE ON "trips" FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();--> statement-breakpoint
CREATE TRIGGER "trip_reports_bump_version" BEFORE UPDATE ON "trip_reports" FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();--> statement-breakpoint
CREATE TRIGGER "trips_audit" AFTER INSERT OR UPDATE OR DELETE ON "trips" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('role', 'event_id', '', '', '');--> statement-breakpoint
CREATE TRIGGER "trip_lines_audit" AFTER INSERT OR UPDATE OR DELETE ON "trip_lines" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('category', '', 'trip_id', '', '');--> statement-breakpoint
CREATE TRIGGER "trip_reports_audit" AFTER INSERT OR UPDATE OR DELETE ON "trip_reports" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('', '', 'trip_id', '', '');
