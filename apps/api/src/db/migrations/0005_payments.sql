CREATE TABLE "payment_state_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid,
	"subscription_id" uuid,
	"from_state" text,
	"to_state" text NOT NULL,
	"provider_event_id" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_state_changes_subject_check" CHECK (num_nonnulls("payment_state_changes"."payment_id", "payment_state_changes"."subscription_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"plan" text,
	"audio_review_id" uuid,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"description" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"provider_payment_id" text,
	"provider_subscription_id" text,
	"checkout_url" text,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "payments_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('subscription', 'licence')),
	CONSTRAINT "payments_state_check" CHECK ("payments"."state" in ('pending', 'paid', 'failed', 'cancelled', 'expired')),
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('stripe', 'sandbox')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_plan_check" CHECK (("payments"."purpose" = 'subscription') = ("payments"."plan" is not null) and ("payments"."plan" is null or "payments"."plan" in ('year', 'month')))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"state" text NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"last_event_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "subscriptions_state_check" CHECK ("subscriptions"."state" in ('active', 'cancelling', 'cancelled', 'expired', 'past_due')),
	CONSTRAINT "subscriptions_plan_check" CHECK ("subscriptions"."plan" in ('year', 'month'))
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"provider_event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_state_changes" ADD CONSTRAINT "payment_state_changes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_state_changes" ADD CONSTRAINT "payment_state_changes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_audio_review_id_audio_reviews_id_fk" FOREIGN KEY ("audio_review_id") REFERENCES "public"."audio_reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_state_changes_payment_idx" ON "payment_state_changes" USING btree ("payment_id","at");--> statement-breakpoint
CREATE INDEX "payment_state_changes_subscription_idx" ON "payment_state_changes" USING btree ("subscription_id","at");--> statement-breakpoint
CREATE INDEX "payments_client_idx" ON "payments" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_audio_review_idx" ON "payments" USING btree ("audio_review_id");--> statement-breakpoint
CREATE INDEX "subscriptions_client_idx" ON "subscriptions" USING btree ("client_id","created_at" DESC NULLS LAST);