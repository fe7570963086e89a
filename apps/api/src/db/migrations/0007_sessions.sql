CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
-- Every existing token family becomes a session: started at its first token, ended 90 days
-- later (the absolute lifetime), revoked when all of its tokens were.
INSERT INTO "sessions" ("id", "user_id", "started_at", "ends_at", "revoked_at")
SELECT "family_id", "user_id", min("created_at"), min("created_at") + interval '90 days',
	CASE WHEN bool_and("revoked_at" IS NOT NULL) THEN max("revoked_at") END
FROM "refresh_tokens"
GROUP BY "family_id", "user_id";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_sessions_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" DROP COLUMN "revoked_at";