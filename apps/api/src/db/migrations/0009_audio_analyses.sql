CREATE TABLE "audio_analyses" (
	"audio_file_id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claim_token" uuid,
	"lease_until" timestamp with time zone,
	"analyser" text,
	"analyser_version" text,
	"bpm" real,
	"bpm_confidence" real,
	"musical_key" text,
	"key_confidence" real,
	"loudness_lufs" real,
	"true_peak_dbtp" real,
	"sample_peak_dbfs" real,
	"duration_seconds" real,
	"leading_silence_seconds" real,
	"trailing_silence_seconds" real,
	"clipped_samples" integer,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"analysed_at" timestamp with time zone,
	CONSTRAINT "audio_analyses_state_check" CHECK ("audio_analyses"."state" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "audio_analyses" ADD CONSTRAINT "audio_analyses_audio_file_id_audio_files_id_fk" FOREIGN KEY ("audio_file_id") REFERENCES "public"."audio_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audio_analyses_pending_idx" ON "audio_analyses" USING btree ("created_at") WHERE "audio_analyses"."state" = 'pending';--> statement-breakpoint
-- Audio stored before analysis existed gets its pending jobs here; the runner's start-up backfill and `npm run analyse` do the same for files written by an older instance meanwhile.
INSERT INTO "audio_analyses" ("audio_file_id", "created_at")
SELECT "id", now() FROM "audio_files" WHERE "kind" IN ('mp3', 'wav')
ON CONFLICT DO NOTHING;
