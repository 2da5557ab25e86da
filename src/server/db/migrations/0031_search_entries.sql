-- Hand-written: one table of every searched record (decision 019). Each record's weighted vector
-- (the `search` columns of migration 0028) and its name in searched form are copied here by
-- triggers, so a search reads one GIN index, one name index and one trigram index instead of a
-- pair of each per kind. The statement-level triggers read the changed rows from transition
-- tables: an import of many rows writes its entries in one statement.
CREATE TABLE "search_entries" (
  "kind" text NOT NULL,
  "id" integer NOT NULL,
  "search" tsvector NOT NULL,
  "name" text NOT NULL,
  CONSTRAINT "search_entries_pkey" PRIMARY KEY ("kind", "id")
);--> statement-breakpoint
CREATE INDEX "search_entries_search_idx" ON "search_entries" USING gin ("search");--> statement-breakpoint
-- A hash index: equality is all an exact name needs, and a long title fits any length.
CREATE INDEX "search_entries_name_idx" ON "search_entries" USING hash ("name");--> statement-breakpoint
CREATE INDEX "search_entries_name_trgm_idx" ON "search_entries" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- How each kind is searched: its vector, its name and the rows searched, over `r` (the record).
-- A trip is named by its traveller and its event, whose names weigh as its own.
CREATE FUNCTION "search_entry_source"(kind text)
  RETURNS TABLE(vector text, name text, joins text, searched text) LANGUAGE sql IMMUTABLE AS $$
  SELECT d.vector, d.name, d.joins, d.searched FROM (VALUES
    ('event', 'r.search', 'r.name', '', 'true'),
    ('talk', 'r.search', 'r.title', '', 'true'),
    ('cfp_submission', 'r.search', 'r.title', '', 'true'),
    ('person', 'r.search', 'coalesce(r.name, '''') || '' '' || r.username', '', 'true'),
    -- an account's speaker row is found as the person
    ('speaker', 'r.search', 'r.name', '', 'r.user_id IS NULL'),
    ('stakeholder', 'r.search', 'r.name', '', 'true'),
    ('asset', 'r.search', 'r.name', '', 'true'),
    ('workflow', 'r.search', 'r.title', '', 'true'),
    ('trip', 'r.search || f_search_part(e.name, ''A'') || f_search_part(coalesce(u.name, u.username), ''A'')',
      'coalesce(u.name, u.username) || '' '' || e.name',
      'JOIN events e ON e.id = r.event_id JOIN users u ON u.id = r.traveller_id', 'true'),
    ('attendee', 'r.search', 'r.name', '', 'true'),
    ('sponsorship', 'r.search', 'r.sponsor_name', '', 'true')
  ) d(kind, vector, name, joins, searched) WHERE d.kind = $1
$$;--> statement-breakpoint
-- The statements that write the entries of the kind's rows in `source` (a table or transition
-- table, read as `r`) that `admitted` admits, and remove those no longer searched. They are
-- returned, not run: a transition table is seen only by the trigger function's own statements.
CREATE FUNCTION "search_entries_sql"(kind text, source text, admitted text) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  d record;
  statements text[];
BEGIN
  SELECT * INTO d FROM search_entry_source(kind);
  statements := ARRAY[format('INSERT INTO search_entries AS s (kind, id, search, name)
      SELECT %L, r.id, %s, f_search_text(%s) FROM %s r %s WHERE (%s) AND (%s)
      ON CONFLICT (kind, id) DO UPDATE SET search = excluded.search, name = excluded.name
      WHERE (s.search, s.name) IS DISTINCT FROM (excluded.search, excluded.name)',
    kind, d.vector, d.name, source, d.joins, d.searched, admitted)];
  IF d.searched <> 'true' THEN
    statements := statements || format('DELETE FROM search_entries s USING %s r
        WHERE s.kind = %L AND s.id = r.id AND (%s) AND NOT (%s)', source, kind, admitted, d.searched);
  END IF;
  RETURN statements;
END $$;--> statement-breakpoint
-- TG_ARGV[0]: the kind of the table's rows.
CREATE FUNCTION "search_entries_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  statement text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_entries s USING old_rows r WHERE s.kind = TG_ARGV[0] AND s.id = r.id;
  ELSE
    FOREACH statement IN ARRAY search_entries_sql(TG_ARGV[0], 'new_rows', 'true') LOOP
      EXECUTE statement;
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A renamed event or traveller renames their trips. TG_ARGV[0]: the trips' column naming the row.
CREATE FUNCTION "search_entries_sync_trips"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  statement text;
BEGIN
  FOREACH statement IN ARRAY search_entries_sql('trip', 'trips',
      format('r.%I IN (SELECT id FROM new_rows)', TG_ARGV[0])) LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  t record;
  statement text;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('events', 'event'), ('talks', 'talk'), ('cfp_submissions', 'cfp_submission'),
    ('users', 'person'), ('speakers', 'speaker'), ('stakeholders', 'stakeholder'),
    ('assets', 'asset'), ('approval_workflows', 'workflow'), ('trips', 'trip'),
    ('attendees', 'attendee'), ('sponsorships', 'sponsorship')
  ) v(tbl, kind) LOOP
    FOREACH statement IN ARRAY search_entries_sql(t.kind, t.tbl, 'true') LOOP
      EXECUTE statement;
    END LOOP;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION search_entries_sync(%L)',
      t.tbl || '_search_insert', t.tbl, t.kind);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION search_entries_sync(%L)',
      t.tbl || '_search_update', t.tbl, t.kind);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION search_entries_sync(%L)',
      t.tbl || '_search_delete', t.tbl, t.kind);
  END LOOP;
END $$;--> statement-breakpoint
CREATE TRIGGER "events_search_trips" AFTER UPDATE ON "events" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_entries_sync_trips('event_id');--> statement-breakpoint
CREATE TRIGGER "users_search_trips" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_entries_sync_trips('traveller_id');--> statement-breakpoint
-- The per-table indexes of migration 0028 are read by nothing now.
DROP INDEX "events_search_idx";--> statement-breakpoint
DROP INDEX "talks_search_idx";--> statement-breakpoint
DROP INDEX "cfp_submissions_search_idx";--> statement-breakpoint
DROP INDEX "users_search_idx";--> statement-breakpoint
DROP INDEX "speakers_search_idx";--> statement-breakpoint
DROP INDEX "stakeholders_search_idx";--> statement-breakpoint
DROP INDEX "assets_search_idx";--> statement-breakpoint
DROP INDEX "approval_workflows_search_idx";--> statement-breakpoint
DROP INDEX "trips_search_idx";--> statement-breakpoint
DROP INDEX "attendees_search_idx";--> statement-breakpoint
DROP INDEX "sponsorships_search_idx";--> statement-breakpoint
DROP INDEX "events_name_search_trgm_idx";--> statement-breakpoint
DROP INDEX "talks_title_search_trgm_idx";--> statement-breakpoint
DROP INDEX "cfp_submissions_title_search_trgm_idx";--> statement-breakpoint
DROP INDEX "users_name_search_trgm_idx";--> statement-breakpoint
DROP INDEX "speakers_name_search_trgm_idx";--> statement-breakpoint
DROP INDEX "stakeholders_name_search_trgm_idx";--> statement-breakpoint
DROP INDEX "assets_name_search_trgm_idx";--> statement-breakpoint
DROP INDEX "approval_workflows_title_search_trgm_idx";--> statement-breakpoint
DROP INDEX "attendees_name_search_trgm_idx";--> statement-breakpoint
DROP INDEX "sponsorships_name_search_trgm_idx";
