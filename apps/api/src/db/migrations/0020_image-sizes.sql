ALTER TABLE "albums" ADD COLUMN "image_sizes" jsonb;--> statement-breakpoint
ALTER TABLE "placements" ADD COLUMN "image_sizes" jsonb;