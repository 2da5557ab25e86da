CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"event_id" integer,
	"parent_id" integer,
	"label" text,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("record_type","record_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_parent_idx" ON "audit_log" USING btree ("record_type","parent_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_type_at_idx" ON "audit_log" USING btree ("record_type","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written: the triggers that write the audit log, and the event edit history moved into it.
-- snake_case column → the API's camelCase field name (cfp_deadline → cfpDeadline).
CREATE FUNCTION "audit_field_name"(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(left(name, 1)) || substr(replace(initcap(name), '_', ''), 2)
$$;
--> statement-breakpoint
-- One audit_log row per changed row, in the changing transaction (a failing insert undoes the
-- change). Arguments: TG_ARGV[0] the label's columns, '|' between fallbacks; [1] the event id's
-- column or ''; [2] the parent id's column or ''; [3] the only columns kept, ',' between, or ''
-- for all; [4] columns never kept. An update that changes no kept column writes nothing (a
-- sign-in noting last_login, a token noting its last use). A restore loads rows the archive's
-- own log already describes, so it sets ospo.audit to 'off'.
CREATE FUNCTION "audit_record_change"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO "audit_log" ("actor_id", "action", "record_type", "record_id", "event_id", "parent_id", "label", "changes")
  VALUES (
    nullif(current_setting('ospo.actor_id', true), '')::integer,
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
--> statement-breakpoint
CREATE TRIGGER "events_audit" AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('name', 'id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "cfp_submissions_audit" AFTER INSERT OR UPDATE OR DELETE ON "cfp_submissions" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('title', 'event_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "attendees_audit" AFTER INSERT OR UPDATE OR DELETE ON "attendees" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('name', 'event_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "sponsorships_audit" AFTER INSERT OR UPDATE OR DELETE ON "sponsorships" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('sponsor_name', 'event_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "assets_audit" AFTER INSERT OR UPDATE OR DELETE ON "assets" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('name', 'event_id', '', '', 'uploaded_at');
--> statement-breakpoint
CREATE TRIGGER "stakeholders_audit" AFTER INSERT OR UPDATE OR DELETE ON "stakeholders" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('name', '', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "approval_workflows_audit" AFTER INSERT OR UPDATE OR DELETE ON "approval_workflows" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('title', '', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "workflow_reviewers_audit" AFTER INSERT OR UPDATE OR DELETE ON "workflow_reviewers" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('', '', 'workflow_id', '', '');
--> statement-breakpoint
-- Only who a person is and what they may do; never the password hash, reset links, sign-ins or preferences.
CREATE TRIGGER "users_audit" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('name|username', '', '', 'username,name,email,realm_roles,disabled_at', '');
--> statement-breakpoint
-- Never the token's hash; its last use is not a change.
CREATE TRIGGER "api_tokens_audit" AFTER INSERT OR UPDATE OR DELETE ON "api_tokens" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('name', '', '', '', 'token_hash,last_used_at');
--> statement-breakpoint
INSERT INTO "audit_log" ("at", "actor_id", "action", "record_type", "record_id", "event_id", "label", "changes")
SELECT h."edited_at", h."edited_by_id",
  CASE WHEN h."changes" IS NOT NULL THEN 'update' WHEN h."change_description" LIKE 'Created%' THEN 'create' ELSE 'delete' END,
  h."entity_type", h."entity_id", h."entity_id",
  coalesce(substring(h."change_description" from '^(?:Created|Deleted) event "(.*)"$'), e."name"),
  coalesce(h."changes", '{}'::jsonb)
FROM "edit_history" h LEFT JOIN "events" e ON e."id" = h."entity_id"
ORDER BY h."edited_at", h."id";
--> statement-breakpoint
DROP TABLE "edit_history";
