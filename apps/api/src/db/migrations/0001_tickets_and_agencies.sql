CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"sender_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audience" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"question" text NOT NULL,
	"answer" text,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	CONSTRAINT "questions_audience_check" CHECK ("questions"."audience" in ('agency', 'composer')),
	CONSTRAINT "questions_answered_check" CHECK (("questions"."answer" is null) = ("questions"."answered_at" is null))
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_email_created_idx" ON "contact_messages" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "questions_public_idx" ON "questions" USING btree ("audience","answered_at" DESC NULLS LAST) WHERE "questions"."answer" is not null;--> statement-breakpoint
CREATE INDEX "questions_created_idx" ON "questions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_agency_key_idx" ON "users" USING btree (lower(btrim("client_agency_name"))) WHERE "users"."role" = 'Client' and "users"."deleted_at" is null;