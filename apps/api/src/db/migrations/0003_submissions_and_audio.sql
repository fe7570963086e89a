CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"composer_id" uuid NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"lengths" text[] DEFAULT '{}'::text[] NOT NULL,
	"genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"moods" text[] DEFAULT '{}'::text[] NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"instruments" text[] DEFAULT '{}'::text[] NOT NULL,
	"musical_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"reference_links" text[] DEFAULT '{}'::text[] NOT NULL,
	"tempo_min" integer NOT NULL,
	"tempo_max" integer NOT NULL,
	"sound_like" text,
	"trailerization_of" text,
	"brief" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audio_favorites" (
	"client_id" uuid NOT NULL,
	"audio_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "audio_favorites_client_id_audio_id_pk" PRIMARY KEY("client_id","audio_id")
);
--> statement-breakpoint
CREATE TABLE "audio_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audio_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" bigint NOT NULL,
	"duration_seconds" real,
	"sample_rate" integer,
	"channels" integer,
	"bit_rate" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "audio_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "audio_files_audio_kind_key" UNIQUE("audio_id","kind"),
	CONSTRAINT "audio_files_kind_check" CHECK ("audio_files"."kind" in ('mp3', 'wav', 'stems'))
);
--> statement-breakpoint
CREATE TABLE "audio_listens" (
	"client_id" uuid NOT NULL,
	"audio_id" uuid NOT NULL,
	"listened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "audio_listens_client_id_audio_id_pk" PRIMARY KEY("client_id","audio_id")
);
--> statement-breakpoint
CREATE TABLE "audio_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audio_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"state" text DEFAULT 'offered' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "audio_reviews_price_check" CHECK ("audio_reviews"."price_cents" > 0),
	CONSTRAINT "audio_reviews_state_check" CHECK ("audio_reviews"."state" in ('offered', 'accepted', 'declined', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "audios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"bpm" integer,
	"musical_key" text,
	"duration_seconds" real NOT NULL,
	"peaks" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "audios_parent_check" CHECK ("audios"."submission_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_composer_id_users_id_fk" FOREIGN KEY ("composer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_favorites" ADD CONSTRAINT "audio_favorites_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_favorites" ADD CONSTRAINT "audio_favorites_audio_id_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_files" ADD CONSTRAINT "audio_files_audio_id_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_listens" ADD CONSTRAINT "audio_listens_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_listens" ADD CONSTRAINT "audio_listens_audio_id_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_reviews" ADD CONSTRAINT "audio_reviews_audio_id_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_reviews" ADD CONSTRAINT "audio_reviews_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audios" ADD CONSTRAINT "audios_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_request_idx" ON "submissions" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "submissions_composer_idx" ON "submissions" USING btree ("composer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "submissions_created_idx" ON "submissions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audio_favorites_audio_idx" ON "audio_favorites" USING btree ("audio_id");--> statement-breakpoint
CREATE INDEX "audio_listens_audio_idx" ON "audio_listens" USING btree ("audio_id","listened_at");--> statement-breakpoint
CREATE INDEX "audio_reviews_audio_idx" ON "audio_reviews" USING btree ("audio_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audio_reviews_client_idx" ON "audio_reviews" USING btree ("client_id","audio_id");--> statement-breakpoint
CREATE INDEX "audios_submission_idx" ON "audios" USING btree ("submission_id");