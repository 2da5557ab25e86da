DROP INDEX "notification_outbox_user_idx";--> statement-breakpoint
DROP INDEX "notification_outbox_key";--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_key" ON "notification_outbox" USING btree ("user_id","kind","subject","due_key");