CREATE TABLE "discovery_claims" (
	"key" text PRIMARY KEY NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "discovery_files" (
	"year" integer NOT NULL,
	"topic" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"text" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "discovery_files_year_topic_pk" PRIMARY KEY("year","topic")
);
