ALTER TABLE "requests" ADD COLUMN "licensed_at" timestamp with time zone;--> statement-breakpoint
-- Requests licensed before this column: the first licence of an audio submitted to each.
UPDATE "requests" SET "licensed_at" = "first"."issued_at"
FROM (
  SELECT "submissions"."request_id", min("licences"."issued_at") AS "issued_at"
  FROM "licences"
  JOIN "audios" ON "audios"."id" = "licences"."audio_id"
  JOIN "submissions" ON "submissions"."id" = "audios"."submission_id"
  GROUP BY "submissions"."request_id"
) AS "first"
WHERE "requests"."id" = "first"."request_id";
