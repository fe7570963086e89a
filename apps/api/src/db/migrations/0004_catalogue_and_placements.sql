CREATE TABLE "albums" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"published" boolean NOT NULL,
	"cover_key" text,
	"thumbnail_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "albums_cover_key_unique" UNIQUE("cover_key"),
	CONSTRAINT "albums_thumbnail_key_unique" UNIQUE("thumbnail_key")
);
--> statement-breakpoint
CREATE TABLE "placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"brand" text NOT NULL,
	"media" text NOT NULL,
	"year" integer NOT NULL,
	"description" text,
	"image_key" text,
	"thumbnail_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "placements_image_key_unique" UNIQUE("image_key"),
	CONSTRAINT "placements_thumbnail_key_unique" UNIQUE("thumbnail_key"),
	CONSTRAINT "placements_media_check" CHECK ("placements"."media" in ('TV', 'film', 'ad', 'trailer', 'game', 'online'))
);
--> statement-breakpoint
ALTER TABLE "audios" DROP CONSTRAINT "audios_parent_check";--> statement-breakpoint
ALTER TABLE "audios" ADD COLUMN "album_id" uuid;--> statement-breakpoint
ALTER TABLE "audios" ADD COLUMN "placement_id" uuid;--> statement-breakpoint
ALTER TABLE "audios" ADD COLUMN "genres" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "audios" ADD COLUMN "moods" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "audios" ADD COLUMN "instruments" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "albums_created_idx" ON "albums" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "placements_created_idx" ON "placements" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "audios" ADD CONSTRAINT "audios_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audios" ADD CONSTRAINT "audios_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audios_album_idx" ON "audios" USING btree ("album_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "audios_placement_key" ON "audios" USING btree ("placement_id");--> statement-breakpoint
ALTER TABLE "audios" ADD CONSTRAINT "audios_parent_check" CHECK (num_nonnulls("audios"."submission_id", "audios"."album_id", "audios"."placement_id") = 1);