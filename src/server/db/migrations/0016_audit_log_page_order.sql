DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
DROP INDEX "audit_log_type_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_at_idx";--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_type_at_idx" ON "audit_log" USING btree ("record_type","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");