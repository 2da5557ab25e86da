CREATE INDEX "events_created_by_id_idx" ON "events" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "cfp_submissions_submitter_id_idx" ON "cfp_submissions" USING btree ("submitter_id");--> statement-breakpoint
CREATE INDEX "cfp_submissions_draft_owner_idx" ON "cfp_submissions" USING btree (coalesce("submitter_id", "created_by_id")) WHERE "cfp_submissions"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "attendees_user_id_idx" ON "attendees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "attendees_email_lower_idx" ON "attendees" USING btree (lower("email")) WHERE "attendees"."user_id" is null;