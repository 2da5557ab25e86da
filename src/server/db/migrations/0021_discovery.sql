CREATE TABLE "discovered_conferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"city" text,
	"country" text,
	"online" boolean DEFAULT false NOT NULL,
	"locales" text[] DEFAULT '{}'::text[] NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"cfp_url" text,
	"cfp_end_date" date,
	"coc_url" text,
	"handles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"event_id" integer,
	"gone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discovered_conferences_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "discovery_syncs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"files_read" integer DEFAULT 0 NOT NULL,
	"entries_read" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"gone" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "discovered_conferences" ADD CONSTRAINT "discovered_conferences_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discovered_conferences_cfp_end_date_idx" ON "discovered_conferences" USING btree ("cfp_end_date");--> statement-breakpoint
CREATE INDEX "discovered_conferences_start_date_idx" ON "discovered_conferences" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "discovered_conferences_event_id_idx" ON "discovered_conferences" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "discovery_syncs_started_at_idx" ON "discovery_syncs" USING btree ("started_at");