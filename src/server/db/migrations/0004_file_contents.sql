CREATE TABLE "file_chunks" (
	"key" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_key_seq_pk" PRIMARY KEY("key","seq")
);
--> statement-breakpoint
CREATE TABLE "file_contents" (
	"key" text PRIMARY KEY NOT NULL,
	"size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_key_file_contents_key_fk" FOREIGN KEY ("key") REFERENCES "public"."file_contents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_contents_unfinished_idx" ON "file_contents" USING btree ("created_at") WHERE "file_contents"."size" is null;--> statement-breakpoint
-- Uploads are images, PDFs and zips: store chunks out of line without trying to compress them.
ALTER TABLE "file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;