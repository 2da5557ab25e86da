-- Hand-written: search everywhere (GET /api/search, decision 017). Each searched table keeps a
-- weighted tsvector the database computes (a stored generated column, outside the drizzle schema
-- so reads and backups leave it alone), indexed with GIN; names also get a trigram index for
-- typos. The `simple` configuration (no stemming, no stop words: names in any language) over
-- unaccented text, so "Zurich" finds "Zürich".
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is STABLE (it finds its dictionary by search_path); generated columns and indexes
-- need IMMUTABLE. The wrappers name the schemas of what they call, so they give the same answer
-- under any search_path (PostgreSQL 17, and PGlite, run index builds under a safe one).
DO $$
DECLARE
  home text := (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'unaccent');
  here text := current_schema();
BEGIN
  EXECUTE format(
    'CREATE FUNCTION %I."f_unaccent"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS %L',
    here, format('SELECT %I.unaccent(%L::regdictionary, $1)', home, home || '.unaccent'));
  -- The searched form of a text: unaccented and lower-cased; the names' trigram indexes are on it.
  EXECUTE format(
    'CREATE FUNCTION %I."f_search_text"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS %L',
    here, format('SELECT lower(%I."f_unaccent"($1))', here));
  -- One weight's part of a record's vector.
  EXECUTE format(
    'CREATE FUNCTION %I."f_search_part"(text, "char") RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS %L',
    here, format($f$SELECT setweight(to_tsvector('simple'::regconfig, coalesce(%I."f_unaccent"($1), '')), $2)$f$, here));
END
$$;
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  f_search_part("name", 'A') || f_search_part("location", 'B')
  || f_search_part("description", 'C') || f_search_part("notes", 'C')) STORED;
--> statement-breakpoint
ALTER TABLE "talks" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  f_search_part("title", 'A') || f_search_part("short_description", 'B')
  || f_search_part("abstract", 'C') || f_search_part("notes", 'C')) STORED;
--> statement-breakpoint
ALTER TABLE "cfp_submissions" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  f_search_part("title", 'A') || f_search_part("submitter_name", 'B')
  || f_search_part("abstract", 'C') || f_search_part("notes", 'C')) STORED;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  f_search_part("name", 'A') || f_search_part("username", 'A') || f_search_part("email", 'B')) STORED;
--> statement-breakpoint
ALTER TABLE "speakers" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  f_search_part("name", 'A') || f_search_part("company", 'B') || f_search_part("email", 'B')
  || f_search_part("bio", 'C')) STORED;
--> statement-breakpoint
ALTER TABLE "stakeholders" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  f_search_part("name", 'A')
  || f_search_part("organization", 'B') || f_search_part("role", 'B') || f_search_part("department", 'B') || f_search_part("email", 'B')
  || f_search_part("notes", 'C')) STORED;
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  f_search_part("name", 'A') || f_search_part(replace("type", '_', ' '), 'B')
  || f_search_part("description", 'C')) STORED;
--> statement-breakpoint
ALTER TABLE "approval_workflows" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  f_search_part("title", 'A') || f_search_part("description", 'C')) STORED;
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  f_search_part("role", 'B') || f_search_part("notes", 'C')) STORED;
--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  f_search_part("name", 'A') || f_search_part("email", 'B') || f_search_part("role", 'B')
  || f_search_part("notes", 'C')) STORED;
--> statement-breakpoint
ALTER TABLE "sponsorships" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  f_search_part("sponsor_name", 'A')
  || f_search_part("tier", 'B') || f_search_part("contact_name", 'B') || f_search_part("contact_email", 'B')
  || f_search_part("notes", 'C')) STORED;
--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search");--> statement-breakpoint
CREATE INDEX "talks_search_idx" ON "talks" USING gin ("search");--> statement-breakpoint
CREATE INDEX "cfp_submissions_search_idx" ON "cfp_submissions" USING gin ("search");--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search");--> statement-breakpoint
CREATE INDEX "speakers_search_idx" ON "speakers" USING gin ("search");--> statement-breakpoint
CREATE INDEX "stakeholders_search_idx" ON "stakeholders" USING gin ("search");--> statement-breakpoint
CREATE INDEX "assets_search_idx" ON "assets" USING gin ("search");--> statement-breakpoint
CREATE INDEX "approval_workflows_search_idx" ON "approval_workflows" USING gin ("search");--> statement-breakpoint
CREATE INDEX "trips_search_idx" ON "trips" USING gin ("search");--> statement-breakpoint
CREATE INDEX "attendees_search_idx" ON "attendees" USING gin ("search");--> statement-breakpoint
CREATE INDEX "sponsorships_search_idx" ON "sponsorships" USING gin ("search");--> statement-breakpoint
CREATE INDEX "events_name_search_trgm_idx" ON "events" USING gin (f_search_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "talks_title_search_trgm_idx" ON "talks" USING gin (f_search_text("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cfp_submissions_title_search_trgm_idx" ON "cfp_submissions" USING gin (f_search_text("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_search_trgm_idx" ON "users" USING gin (f_search_text(coalesce("name", '') || ' ' || "username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "speakers_name_search_trgm_idx" ON "speakers" USING gin (f_search_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stakeholders_name_search_trgm_idx" ON "stakeholders" USING gin (f_search_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assets_name_search_trgm_idx" ON "assets" USING gin (f_search_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "approval_workflows_title_search_trgm_idx" ON "approval_workflows" USING gin (f_search_text("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "attendees_name_search_trgm_idx" ON "attendees" USING gin (f_search_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sponsorships_name_search_trgm_idx" ON "sponsorships" USING gin (f_search_text("sponsor_name") gin_trgm_ops);--> statement-breakpoint
-- The search vectors are the database's bookkeeping, not a change of the record: the 0026
-- audit function and the 0011 user version rule now leave the `search` column out (in a BEFORE
-- trigger NEW holds no generated value yet, so the version rule would see every update change it).
CREATE OR REPLACE FUNCTION "bump_user_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'last_login' - 'updated_at' - 'search') IS DISTINCT FROM (to_jsonb(OLD) - 'last_login' - 'updated_at' - 'search') THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_record_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  row_now jsonb := coalesce(new_row, old_row);
  kept text[] := string_to_array(nullif(TG_ARGV[3], ''), ',');
  ignored text[] := ARRAY['id', 'version', 'created_at', 'updated_at', 'updated_by_id', 'search']
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
