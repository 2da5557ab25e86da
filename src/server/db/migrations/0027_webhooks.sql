CREATE TABLE "webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"endpoint_id" integer NOT NULL,
	"message_id" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"event_kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"attempted_at" timestamp with time zone,
	"response_code" integer,
	"duration_ms" integer,
	"response_body" text,
	"error" text,
	"test" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"description" text,
	"kind" text NOT NULL,
	"event_kinds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"team_notices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"secret_encrypted" text NOT NULL,
	"previous_secret_encrypted" text,
	"previous_secret_expires_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"last_delivery_at" timestamp with time zone,
	"created_by_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_key" ON "webhook_deliveries" USING btree ("endpoint_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_log_idx" ON "webhook_deliveries" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_queue_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "webhook_endpoints_enabled_idx" ON "webhook_endpoints" USING btree ("id") WHERE "webhook_endpoints"."enabled";--> statement-breakpoint
-- Only what an admin sets is a new version: the delivery pass's notes of health (failing since,
-- last delivery) must not make an admin's open form conflict.
CREATE TRIGGER "webhook_endpoints_bump_version" BEFORE UPDATE ON "webhook_endpoints" FOR EACH ROW
  WHEN ((OLD.url, OLD.description, OLD.kind, OLD.event_kinds, OLD.team_notices, OLD.enabled, OLD.disabled_reason, OLD.secret_encrypted, OLD.previous_secret_encrypted)
    IS DISTINCT FROM (NEW.url, NEW.description, NEW.kind, NEW.event_kinds, NEW.team_notices, NEW.enabled, NEW.disabled_reason, NEW.secret_encrypted, NEW.previous_secret_encrypted))
  EXECUTE FUNCTION "bump_record_version"();--> statement-breakpoint
CREATE TRIGGER "webhook_endpoints_audit" AFTER INSERT OR UPDATE OR DELETE ON "webhook_endpoints" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('url', '', '', '', 'secret_encrypted,previous_secret_encrypted,failing_since,last_delivery_at');--> statement-breakpoint
-- A change a webhook may want, queued in the change's own transaction for every enabled endpoint
-- that asked for its kind. Arguments: the kind of an insert, of an update, of a delete ('' none),
-- the column an update must change to count ('' any), and the values that column must take
-- ('' any, else comma-separated).
CREATE FUNCTION "webhook_record_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  change_kind text := nullif(CASE TG_OP WHEN 'INSERT' THEN TG_ARGV[0] WHEN 'UPDATE' THEN TG_ARGV[1] ELSE TG_ARGV[2] END, '');
  watched text := nullif(TG_ARGV[3], '');
  wanted text[] := string_to_array(nullif(TG_ARGV[4], ''), ',');
  changed jsonb := '[]';
  change_id text := 'msg_' || replace(gen_random_uuid()::text, '-', '');
  field text;
BEGIN
  IF change_kind IS NULL OR current_setting('ospo.audit', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    FOR field IN SELECT jsonb_object_keys(new_row) LOOP
      CONTINUE WHEN field IN ('version', 'updated_at', 'updated_by_id') OR (old_row -> field) = (new_row -> field);
      changed := changed || to_jsonb(field);
    END LOOP;
    IF changed = '[]'::jsonb OR (watched IS NOT NULL AND NOT changed ? watched)
      OR (wanted IS NOT NULL AND NOT (new_row ->> watched) = ANY (wanted)) THEN
      RETURN NULL;
    END IF;
  END IF;
  INSERT INTO "webhook_deliveries" ("endpoint_id", "message_id", "dedupe_key", "event_kind", "payload")
  SELECT e.id, change_id, change_id, change_kind, jsonb_build_object(
    'table', TG_TABLE_NAME,
    'action', lower(TG_OP),
    'record', coalesce(new_row, old_row),
    'previous', CASE WHEN TG_OP = 'UPDATE' THEN old_row END,
    'changed', changed)
  FROM "webhook_endpoints" e
  WHERE e.enabled AND e.event_kinds ? change_kind;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The notices a team channel may hear of (Slack and Teams endpoints), once per notice however
-- many people it reaches: the dedupe key is the outbox key without the person.
CREATE FUNCTION "webhook_team_notice"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  outbox record;
  notice text;
BEGIN
  SELECT o.kind, o.subject, o.due_key INTO outbox FROM "notification_outbox" o WHERE o.id = NEW.outbox_id;
  notice := CASE
    WHEN outbox.kind IN ('cfp_deadline_3d', 'cfp_deadline_today') THEN 'cfp_deadline'
    WHEN outbox.kind = 'review_requested' THEN 'review_requested'
    WHEN outbox.kind = 'cfp_status' AND EXISTS (
      SELECT 1 FROM "cfp_submissions" s
      WHERE 'submission:' || s.id = outbox.subject AND s.status = 'accepted') THEN 'submission_accepted'
  END;
  IF notice IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO "webhook_deliveries" ("endpoint_id", "message_id", "dedupe_key", "event_kind", "payload")
  SELECT e.id, 'msg_' || replace(gen_random_uuid()::text, '-', ''),
    'notice:' || outbox.kind || ':' || outbox.subject || ':' || outbox.due_key, 'notice.' || notice,
    jsonb_build_object('notice', notice, 'title', NEW.title, 'body', NEW.body, 'link', NEW.link)
  FROM "webhook_endpoints" e
  WHERE e.enabled AND e.kind <> 'standard' AND e.team_notices ? notice
  ON CONFLICT ("endpoint_id", "dedupe_key") DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "events_webhook" AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION "webhook_record_change"('event.created', 'event.updated', 'event.deleted', '', '');--> statement-breakpoint
CREATE TRIGGER "cfp_submissions_webhook" AFTER INSERT OR UPDATE ON "cfp_submissions" FOR EACH ROW EXECUTE FUNCTION "webhook_record_change"('cfp_submission.created', 'cfp_submission.status_changed', '', 'status', '');--> statement-breakpoint
CREATE TRIGGER "sponsorships_webhook" AFTER INSERT OR UPDATE OR DELETE ON "sponsorships" FOR EACH ROW EXECUTE FUNCTION "webhook_record_change"('sponsorship.changed', 'sponsorship.changed', 'sponsorship.changed', '', '');--> statement-breakpoint
CREATE TRIGGER "approval_workflows_webhook" AFTER INSERT OR UPDATE ON "approval_workflows" FOR EACH ROW EXECUTE FUNCTION "webhook_record_change"('workflow.created', 'workflow.decided', '', 'status', 'approved,rejected,changes_requested');--> statement-breakpoint
CREATE TRIGGER "trips_webhook" AFTER UPDATE ON "trips" FOR EACH ROW EXECUTE FUNCTION "webhook_record_change"('', 'trip.status_changed', '', 'stage', '');--> statement-breakpoint
CREATE TRIGGER "discovery_syncs_webhook" AFTER INSERT ON "discovery_syncs" FOR EACH ROW EXECUTE FUNCTION "webhook_record_change"('discovery.sync_finished', '', '', '', '');--> statement-breakpoint
CREATE TRIGGER "notifications_webhook" AFTER INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION "webhook_team_notice"();
