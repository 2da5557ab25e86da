CREATE TABLE "speakers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text,
	"bio" text,
	"company" text,
	"links" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talk_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"talk_id" integer NOT NULL,
	"title" text NOT NULL,
	"abstract" text NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talk_speakers" (
	"id" serial PRIMARY KEY NOT NULL,
	"talk_id" integer NOT NULL,
	"speaker_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"abstract" text NOT NULL,
	"short_description" text,
	"level" text,
	"format" text DEFAULT 'talk' NOT NULL,
	"duration_minutes" integer,
	"language" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"archived" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cfp_submissions" ADD COLUMN "talk_id" integer;--> statement-breakpoint
ALTER TABLE "cfp_submissions" ADD COLUMN "talk_revision_id" integer;--> statement-breakpoint
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_revisions" ADD CONSTRAINT "talk_revisions_talk_id_talks_id_fk" FOREIGN KEY ("talk_id") REFERENCES "public"."talks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_revisions" ADD CONSTRAINT "talk_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_speakers" ADD CONSTRAINT "talk_speakers_talk_id_talks_id_fk" FOREIGN KEY ("talk_id") REFERENCES "public"."talks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_speakers" ADD CONSTRAINT "talk_speakers_speaker_id_speakers_id_fk" FOREIGN KEY ("speaker_id") REFERENCES "public"."speakers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talks" ADD CONSTRAINT "talks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "speakers_user_id_idx" ON "speakers" USING btree ("user_id") WHERE "speakers"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "speakers_name_idx" ON "speakers" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "talk_revisions_talk_id_idx" ON "talk_revisions" USING btree ("talk_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "talk_speakers_talk_speaker_idx" ON "talk_speakers" USING btree ("talk_id","speaker_id");--> statement-breakpoint
CREATE INDEX "talk_speakers_speaker_id_idx" ON "talk_speakers" USING btree ("speaker_id","talk_id");--> statement-breakpoint
CREATE INDEX "talks_updated_at_idx" ON "talks" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talks_title_idx" ON "talks" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "talks_tags_idx" ON "talks" USING gin ("tags");--> statement-breakpoint
ALTER TABLE "cfp_submissions" ADD CONSTRAINT "cfp_submissions_talk_id_talks_id_fk" FOREIGN KEY ("talk_id") REFERENCES "public"."talks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cfp_submissions" ADD CONSTRAINT "cfp_submissions_talk_revision_id_talk_revisions_id_fk" FOREIGN KEY ("talk_revision_id") REFERENCES "public"."talk_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cfp_submissions_talk_id_idx" ON "cfp_submissions" USING btree ("talk_id");--> statement-breakpoint
-- Hand-written: every existing CFP submission gets a talk (docs/decisions/016-talk-library.md).
-- Submissions with the same submitter name and title (ignoring case and surrounding spaces) share
-- one talk, made from the latest of them; its one revision is what they all sent. Its speaker is
-- an account named exactly as one of those submissions (trimmed; the lowest id if several), else
-- an external speaker, one per name ignoring case. The audit log is off meanwhile (no person made these rows), as it was before.
SELECT set_config('ospo.audit_before_0020', coalesce(current_setting('ospo.audit', true), ''), true), set_config('ospo.audit', 'off', true);
--> statement-breakpoint
CREATE TEMPORARY TABLE "talk_groups_0020" AS
SELECT g.*,
  nextval(pg_get_serial_sequence('"talks"', 'id'))::int AS "talk_id",
  nextval(pg_get_serial_sequence('"talk_revisions"', 'id'))::int AS "revision_id"
FROM (
  SELECT min("id") AS "first_id", max("id") AS "last_id",
    lower(btrim("submitter_name")) AS "name_key", lower(btrim("title")) AS "title_key"
  FROM "cfp_submissions" GROUP BY 3, 4 ORDER BY 1
) AS g;
--> statement-breakpoint
CREATE TEMPORARY TABLE "talk_speaker_names_0020" AS
SELECT lower(btrim(s."submitter_name")) AS "name_key", min(btrim(s."submitter_name")) AS "name",
  min(u."id") AS "user_id"
FROM "cfp_submissions" s LEFT JOIN "users" u ON u."name" = btrim(s."submitter_name")
GROUP BY 1;
--> statement-breakpoint
CREATE TEMPORARY TABLE "talk_speaker_ids_0020" AS
SELECT w.*, nextval(pg_get_serial_sequence('"speakers"', 'id'))::int AS "speaker_id"
FROM (
  SELECT coalesce('user:' || "user_id", 'name:' || "name_key") AS "who", "user_id", min("name") AS "name"
  FROM "talk_speaker_names_0020" GROUP BY 1, 2 ORDER BY 3, 1
) AS w;
--> statement-breakpoint
INSERT INTO "speakers" ("id", "user_id", "name")
SELECT "speaker_id", "user_id", "name" FROM "talk_speaker_ids_0020";
--> statement-breakpoint
INSERT INTO "talks" ("id", "title", "abstract", "created_by_id", "created_at", "updated_at")
SELECT g."talk_id", btrim(s."title"), s."abstract", f."created_by_id", f."created_at", s."updated_at"
FROM "talk_groups_0020" g
JOIN "cfp_submissions" s ON s."id" = g."last_id"
JOIN "cfp_submissions" f ON f."id" = g."first_id";
--> statement-breakpoint
INSERT INTO "talk_revisions" ("id", "talk_id", "title", "abstract", "author_id", "created_at")
SELECT g."revision_id", g."talk_id", t."title", t."abstract", t."created_by_id", t."updated_at"
FROM "talk_groups_0020" g JOIN "talks" t ON t."id" = g."talk_id";
--> statement-breakpoint
INSERT INTO "talk_speakers" ("talk_id", "speaker_id", "position")
SELECT g."talk_id", i."speaker_id", 0
FROM "talk_groups_0020" g
JOIN "talk_speaker_names_0020" n ON n."name_key" = g."name_key"
JOIN "talk_speaker_ids_0020" i ON i."who" = coalesce('user:' || n."user_id", 'name:' || n."name_key");
--> statement-breakpoint
UPDATE "cfp_submissions" s SET "talk_id" = g."talk_id", "talk_revision_id" = g."revision_id"
FROM "talk_groups_0020" g
WHERE lower(btrim(s."submitter_name")) = g."name_key" AND lower(btrim(s."title")) = g."title_key";
--> statement-breakpoint
DO $$
DECLARE
  made int;
  people int;
BEGIN
  SELECT count(*) INTO made FROM "talk_groups_0020";
  SELECT count(*) INTO people FROM "talk_speaker_ids_0020";
  IF made > 0 THEN
    RAISE WARNING 'the talk library was filled from the existing CFP submissions: % talk(s) and % speaker(s) made', made, people;
  END IF;
END
$$;
--> statement-breakpoint
DROP TABLE "talk_groups_0020", "talk_speaker_names_0020", "talk_speaker_ids_0020";
--> statement-breakpoint
SELECT set_config('ospo.audit', current_setting('ospo.audit_before_0020'), true);
--> statement-breakpoint
CREATE TRIGGER "talks_bump_version" BEFORE UPDATE ON "talks" FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();
--> statement-breakpoint
CREATE TRIGGER "speakers_bump_version" BEFORE UPDATE ON "speakers" FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();
--> statement-breakpoint
CREATE TRIGGER "talks_audit" AFTER INSERT OR UPDATE OR DELETE ON "talks" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('title', '', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "speakers_audit" AFTER INSERT OR UPDATE OR DELETE ON "speakers" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('name', '', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "talk_speakers_audit" AFTER INSERT OR UPDATE OR DELETE ON "talk_speakers" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('', '', 'talk_id', '', '');
