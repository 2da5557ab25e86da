ALTER TABLE "speakers" ADD COLUMN "headshot_asset_id" integer;--> statement-breakpoint
ALTER TABLE "speakers" ADD COLUMN "bio_asset_id" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "talk_id" integer;--> statement-breakpoint
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_headshot_asset_id_assets_id_fk" FOREIGN KEY ("headshot_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_bio_asset_id_assets_id_fk" FOREIGN KEY ("bio_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_talk_id_talks_id_fk" FOREIGN KEY ("talk_id") REFERENCES "public"."talks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_talk_id_idx" ON "assets" USING btree ("talk_id");