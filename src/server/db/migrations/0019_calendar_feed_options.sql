ALTER TABLE "calendar_feeds" ADD COLUMN "secret_seed" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "events" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "cfp" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "types" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "priorities" text[] DEFAULT '{}' NOT NULL;