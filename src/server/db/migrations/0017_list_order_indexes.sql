DROP INDEX "cfp_submissions_submission_date_idx";--> statement-breakpoint
CREATE INDEX "attendees_created_at_idx" ON "attendees" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sponsorships_created_at_idx" ON "sponsorships" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cfp_submissions_submission_date_idx" ON "cfp_submissions" USING btree ("submission_date" DESC NULLS LAST,"id" DESC NULLS LAST);