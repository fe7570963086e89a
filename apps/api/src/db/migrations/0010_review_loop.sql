CREATE TABLE "review_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"audio_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"digested_at" timestamp with time zone,
	CONSTRAINT "review_notices_kind_check" CHECK ("review_notices"."kind" in ('comment', 'reply', 'decision', 'offer', 'version'))
);
--> statement-breakpoint
CREATE TABLE "take_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audio_id" uuid NOT NULL,
	"take_id" uuid NOT NULL,
	"parent_id" uuid,
	"author_id" uuid NOT NULL,
	"author_role" text NOT NULL,
	"at_seconds" real NOT NULL,
	"end_seconds" real,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "take_comments_role_check" CHECK ("take_comments"."author_role" in ('client', 'composer', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "take_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audio_id" uuid NOT NULL,
	"take_id" uuid NOT NULL,
	"decided_by" uuid NOT NULL,
	"state" text NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "take_decisions_state_check" CHECK ("take_decisions"."state" in ('shortlisted', 'passed'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_review_activity" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_review_digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audios" ADD COLUMN "take_id" uuid;--> statement-breakpoint
ALTER TABLE "audios" ADD COLUMN "version" integer;--> statement-breakpoint
ALTER TABLE "audios" ADD COLUMN "version_note" text;--> statement-breakpoint
ALTER TABLE "review_notices" ADD CONSTRAINT "review_notices_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_notices" ADD CONSTRAINT "review_notices_audio_id_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "take_comments" ADD CONSTRAINT "take_comments_audio_id_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "take_comments" ADD CONSTRAINT "take_comments_parent_id_take_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."take_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "take_comments" ADD CONSTRAINT "take_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "take_decisions" ADD CONSTRAINT "take_decisions_audio_id_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "take_decisions" ADD CONSTRAINT "take_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_notices_pending_idx" ON "review_notices" USING btree ("recipient_id","created_at") WHERE "review_notices"."digested_at" is null;--> statement-breakpoint
CREATE INDEX "take_comments_take_idx" ON "take_comments" USING btree ("take_id","created_at");--> statement-breakpoint
CREATE INDEX "take_comments_audio_idx" ON "take_comments" USING btree ("audio_id");--> statement-breakpoint
CREATE INDEX "take_comments_parent_idx" ON "take_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "take_decisions_take_idx" ON "take_decisions" USING btree ("take_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "take_decisions_audio_idx" ON "take_decisions" USING btree ("audio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audios_take_version_key" ON "audios" USING btree ("take_id","version");--> statement-breakpoint
-- Every take stored before versions existed is its own first version.
UPDATE "audios" SET "take_id" = "id", "version" = 1 WHERE "submission_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "audios" ADD CONSTRAINT "audios_take_check" CHECK (("audios"."submission_id" is null) = ("audios"."take_id" is null) and ("audios"."take_id" is null) = ("audios"."version" is null));