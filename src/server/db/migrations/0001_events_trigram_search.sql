CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "events_name_trgm_idx" ON "events" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_location_trgm_idx" ON "events" USING gin ("location" gin_trgm_ops);
