CREATE TABLE "discovery_interests" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discovery_marks" (
	"user_id" integer NOT NULL,
	"conference_id" integer NOT NULL,
	"mark" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discovery_marks_user_id_conference_id_pk" PRIMARY KEY("user_id","conference_id")
);
--> statement-breakpoint
ALTER TABLE "discovered_conferences" ADD COLUMN "applied" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "discovered_conferences" ADD COLUMN "offered" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "discovery_interests" ADD CONSTRAINT "discovery_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_marks" ADD CONSTRAINT "discovery_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_marks" ADD CONSTRAINT "discovery_marks_conference_id_discovered_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."discovered_conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discovery_marks_conference_id_idx" ON "discovery_marks" USING btree ("conference_id");