-- Hand-written: a users row's version (migration 0007) says its profile changed, for If-Match.
-- The first request of each hour notes last_login on the row; counting that as a change made a
-- profile form left open for an hour fail with 412 on its own save (the save's request noted the
-- sign-in first). Updates that change nothing but last_login (and updated_at, which Drizzle sets
-- on every update) keep the version.
CREATE FUNCTION "bump_user_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'last_login' - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'last_login' - 'updated_at') THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER "users_bump_version" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_bump_version" BEFORE UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION "bump_user_version"();
