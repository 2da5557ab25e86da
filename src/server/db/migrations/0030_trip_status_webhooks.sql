-- Hand-written: trip.status_changed follows the status a trip shows (decision 017, amended),
-- not only its stored stage. The shown status is the stage, or while requested the linked
-- workflow's outcome: src/shared/trip-status.ts `tripStatus()` (and trip-queries.ts
-- `tripStatusSql` for the API) says the same; webhook-trip-status.test.ts holds them to it.
CREATE FUNCTION "trip_shown_status"(stage text, workflow_status text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN stage <> 'requested' THEN stage
    WHEN workflow_status IS NULL THEN 'draft'
    WHEN workflow_status IN ('approved', 'rejected', 'changes_requested') THEN workflow_status
    ELSE 'requested'
  END
$$;--> statement-breakpoint
-- Queues trip.status_changed for a trip whose shown status went from old_status to new_status
-- (nothing when it did not change, or during a restore): the trip as stored plus `status`, the
-- previous row plus the previous status, and the changed columns plus "status".
CREATE FUNCTION "webhook_trip_status"(old_row jsonb, new_row jsonb, old_status text, new_status text)
  RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := '[]';
  change_id text := 'msg_' || replace(gen_random_uuid()::text, '-', '');
  field text;
BEGIN
  IF old_status IS NOT DISTINCT FROM new_status OR current_setting('ospo.audit', true) = 'off' THEN
    RETURN;
  END IF;
  FOR field IN SELECT jsonb_object_keys(new_row) LOOP
    CONTINUE WHEN field IN ('version', 'updated_at', 'updated_by_id') OR (old_row -> field) = (new_row -> field);
    changed := changed || to_jsonb(field);
  END LOOP;
  INSERT INTO "webhook_deliveries" ("endpoint_id", "message_id", "dedupe_key", "event_kind", "payload")
  SELECT e.id, change_id, change_id, 'trip.status_changed', jsonb_build_object(
    'table', 'trips',
    'action', 'update',
    'record', new_row || jsonb_build_object('status', new_status),
    'previous', old_row || jsonb_build_object('status', old_status),
    'changed', changed || '"status"'::jsonb)
  FROM "webhook_endpoints" e
  WHERE e.enabled AND e.event_kinds ? 'trip.status_changed';
END;
$$;--> statement-breakpoint
-- A trip's own update: its stage, or the workflow it links to, may change what it shows.
CREATE FUNCTION "webhook_trip_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "webhook_trip_status"(to_jsonb(OLD), to_jsonb(NEW),
    "trip_shown_status"(OLD.stage, (SELECT w.status FROM "approval_workflows" w WHERE w.id = OLD.workflow_id)),
    "trip_shown_status"(NEW.stage, (SELECT w.status FROM "approval_workflows" w WHERE w.id = NEW.workflow_id)));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A workflow decided (or resubmitted): each trip linked to it may show another status.
CREATE FUNCTION "webhook_workflow_trip_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  trip record;
BEGIN
  IF OLD.status IS NOT DISTINCT FROM NEW.status THEN
    RETURN NULL;
  END IF;
  FOR trip IN SELECT t.stage, to_jsonb(t) AS row FROM "trips" t WHERE t.workflow_id = NEW.id LOOP
    PERFORM "webhook_trip_status"(trip.row, trip.row,
      "trip_shown_status"(trip.stage, OLD.status), "trip_shown_status"(trip.stage, NEW.status));
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "trips_webhook" ON "trips";--> statement-breakpoint
CREATE TRIGGER "trips_webhook" AFTER UPDATE ON "trips" FOR EACH ROW EXECUTE FUNCTION "webhook_trip_change"();--> statement-breakpoint
CREATE TRIGGER "approval_workflows_trip_webhook" AFTER UPDATE OF "status" ON "approval_workflows" FOR EACH ROW EXECUTE FUNCTION "webhook_workflow_trip_change"();
