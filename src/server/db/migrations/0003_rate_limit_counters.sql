CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Sign-in failures carry over (their window was 15 minutes); keys gain the sign-in: prefix.
INSERT INTO "rate_limit_counters" ("key", "hits", "expires_at")
SELECT 'sign-in:' || "key", "failures", "window_started_at" + interval '15 minutes' FROM "sign_in_failures";--> statement-breakpoint
DROP TABLE "sign_in_failures" CASCADE;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_idx" ON "rate_limit_counters" USING btree ("expires_at");