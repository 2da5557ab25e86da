-- Hand-written (not in the drizzle schema: the table is the database's own bookkeeping, kept by
-- triggers, and not data a backup carries; see db/change-stamps.ts).
-- One row per watched table: the id of the last transaction that wrote to it, set when that
-- transaction commits. Deferred to commit, the stamp row is locked only while committing (no
-- writer waits on it mid-transaction, no deadlock with row locks taken later), and once per
-- transaction and table however many rows it wrote. A transaction id never repeats, so a stamp
-- read unchanged means no write to the table has committed since.
CREATE TABLE "change_stamps" (
	"table_name" text PRIMARY KEY NOT NULL,
	"stamp" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "note_table_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('ospo.changed_' || TG_TABLE_NAME, true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('ospo.changed_' || TG_TABLE_NAME, 'yes', true);
    INSERT INTO "change_stamps" ("table_name", "stamp")
      VALUES (TG_TABLE_NAME, pg_current_xact_id()::text::bigint)
      ON CONFLICT ("table_name") DO UPDATE SET "stamp" = excluded."stamp";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "events_note_change" AFTER INSERT OR UPDATE OR DELETE ON "events" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_table_change"();
--> statement-breakpoint
CREATE TRIGGER "events_note_truncate" AFTER TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "note_table_change"();
--> statement-breakpoint
INSERT INTO "change_stamps" ("table_name", "stamp") VALUES ('events', pg_current_xact_id()::text::bigint);
