CREATE SEQUENCE "public"."licence_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"audio_review_id" uuid,
	"audio_id" uuid,
	"client_id" uuid NOT NULL,
	"composer_id" uuid,
	"request_id" uuid,
	"payment_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"audio_title" text NOT NULL,
	"duration_seconds" real NOT NULL,
	"agency_name" text,
	"client_name" text NOT NULL,
	"composer_name" text,
	"pro" text,
	"ipi_number" text,
	"request_title" text,
	"media" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"download_info_sent_at" timestamp with time zone,
	CONSTRAINT "licences_number_unique" UNIQUE("number"),
	CONSTRAINT "licences_audio_review_id_unique" UNIQUE("audio_review_id"),
	CONSTRAINT "licences_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "licences_price_check" CHECK ("licences"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_audio_review_id_audio_reviews_id_fk" FOREIGN KEY ("audio_review_id") REFERENCES "public"."audio_reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_audio_id_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_composer_id_users_id_fk" FOREIGN KEY ("composer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licences_audio_idx" ON "licences" USING btree ("audio_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "licences_client_idx" ON "licences" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "licences_composer_idx" ON "licences" USING btree ("composer_id");