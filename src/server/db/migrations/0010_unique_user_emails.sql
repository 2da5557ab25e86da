-- Hand-written: one account per email address, ignoring case (docs/decisions/010). Instances
-- may already hold several accounts with one address, which the unique index would refuse. The
-- earliest account (lowest id) keeps it; the later ones lose it (NULL), so nothing more is mailed
-- to them until their owner enters an address of their own in the profile. Sign-in goes by
-- username, so nobody is locked out. Blank addresses become NULL first: they are no address.
UPDATE "users" SET "email" = NULL, "updated_at" = now() WHERE btrim("email") = '';--> statement-breakpoint
UPDATE "users" AS later SET "email" = NULL, "updated_at" = now()
WHERE later."email" IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM "users" AS earlier
    WHERE lower(earlier."email") = lower(later."email") AND earlier."id" < later."id"
  );--> statement-breakpoint
DROP INDEX "users_email_lower_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));
