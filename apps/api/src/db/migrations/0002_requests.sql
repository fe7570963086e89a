CREATE TABLE "requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"title" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"duties" text[] DEFAULT '{}'::text[] NOT NULL,
	"budget_cents" integer NOT NULL,
	"deadline" date NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
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
	"brief" text NOT NULL,
	"submissions_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "requests_state_check" CHECK ("requests"."state" in ('open', 'closed', 'fulfilled')),
	CONSTRAINT "requests_budget_check" CHECK ("requests"."budget_cents" > 0),
	CONSTRAINT "requests_tempo_check" CHECK ("requests"."tempo_min" <= "requests"."tempo_max")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscription_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_new_requests" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_request_digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requests_client_created_idx" ON "requests" USING btree ("client_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "requests_open_created_idx" ON "requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "requests"."state" = 'open';--> statement-breakpoint
CREATE INDEX "requests_open_closes_idx" ON "requests" USING btree ("closes_at") WHERE "requests"."state" = 'open';--> statement-breakpoint
CREATE INDEX "requests_open_words_idx" ON "requests" USING gin ("genres","moods","categories") WHERE "requests"."state" = 'open';