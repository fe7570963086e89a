ALTER TABLE "albums" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Albums published before drafts existed count as published since their last change (decision 043).
UPDATE "albums" SET "published_at" = "updated_at" WHERE "published";--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_published_at_check" CHECK ("albums"."published" = ("albums"."published_at" is not null));
