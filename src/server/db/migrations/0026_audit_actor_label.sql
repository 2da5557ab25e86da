ALTER TABLE "audit_log" ADD COLUMN "actor_label" text;--> statement-breakpoint
-- The 0015 function, now also keeping the name a system writer gave itself (actAsSystem), so a
-- change the discovery sync makes is credited to "Conference data sync", not an anonymous system.
CREATE OR REPLACE FUNCTION "audit_record_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  row_now jsonb := coalesce(new_row, old_row);
  kept text[] := string_to_array(nullif(TG_ARGV[3], ''), ',');
  ignored text[] := ARRAY['id', 'version', 'created_at', 'updated_at', 'updated_by_id']
    || coalesce(string_to_array(nullif(TG_ARGV[4], ''), ','), '{}');
  changed jsonb := '{}';
  label text;
  field text;
BEGIN
  IF current_setting('ospo.audit', true) = 'off' THEN
    RETURN NULL;
  END IF;
  FOR field IN SELECT jsonb_object_keys(row_now) LOOP
    CONTINUE WHEN field = ANY (ignored) OR (kept IS NOT NULL AND NOT field = ANY (kept));
    IF TG_OP = 'UPDATE' THEN
      CONTINUE WHEN (old_row -> field) = (new_row -> field);
    ELSE
      CONTINUE WHEN (row_now -> field) = 'null'::jsonb;
    END IF;
    changed := changed || jsonb_build_object(
      audit_field_name(field),
      jsonb_build_object('from', old_row -> field, 'to', new_row -> field));
  END LOOP;
  IF TG_OP = 'UPDATE' AND changed = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  FOREACH field IN ARRAY string_to_array(TG_ARGV[0], '|') LOOP
    label := coalesce(label, nullif(row_now ->> field, ''));
  END LOOP;
  INSERT INTO "audit_log" ("actor_id", "actor_label", "action", "record_type", "record_id", "event_id", "parent_id", "label", "changes")
  VALUES (
    nullif(current_setting('ospo.actor_id', true), '')::integer,
    nullif(current_setting('ospo.actor_label', true), ''),
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
    TG_TABLE_NAME,
    (row_now ->> 'id')::integer,
    (row_now ->> nullif(TG_ARGV[1], ''))::integer,
    (row_now ->> nullif(TG_ARGV[2], ''))::integer,
    label,
    changed);
  RETURN NULL;
END
$$;
