CREATE TABLE "share_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "share_downloads_kind_check" CHECK ("share_downloads"."kind" in ('mp3', 'wav', 'stems'))
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shortlist_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"label" text NOT NULL,
	"email" text,
	"password_hash" text,
	"allow_downloads" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	"first_opened_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "share_plays" (
	"id" uuid PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"from_seconds" real NOT NULL,
	"seconds" real NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_reactions" (
	"link_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"reaction" text NOT NULL,
	"comment" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "share_reactions_link_id_item_id_pk" PRIMARY KEY("link_id","item_id"),
	CONSTRAINT "share_reactions_reaction_check" CHECK ("share_reactions"."reaction" in ('like', 'not_for_us'))
);
--> statement-breakpoint
CREATE TABLE "shortlist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shortlist_id" uuid NOT NULL,
	"audio_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shortlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_downloads" ADD CONSTRAINT "share_downloads_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_downloads" ADD CONSTRAINT "share_downloads_item_id_shortlist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."shortlist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_plays" ADD CONSTRAINT "share_plays_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_plays" ADD CONSTRAINT "share_plays_item_id_shortlist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."shortlist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_reactions" ADD CONSTRAINT "share_reactions_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_reactions" ADD CONSTRAINT "share_reactions_item_id_shortlist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."shortlist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD CONSTRAINT "shortlist_items_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD CONSTRAINT "shortlist_items_audio_id_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_downloads_link_item_idx" ON "share_downloads" USING btree ("link_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_key" ON "share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "share_links_shortlist_idx" ON "share_links" USING btree ("shortlist_id");--> statement-breakpoint
CREATE INDEX "share_plays_link_item_idx" ON "share_plays" USING btree ("link_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlist_items_audio_key" ON "shortlist_items" USING btree ("shortlist_id","audio_id");--> statement-breakpoint
CREATE INDEX "shortlist_items_audio_idx" ON "shortlist_items" USING btree ("audio_id");--> statement-breakpoint
CREATE INDEX "shortlists_client_idx" ON "shortlists" USING btree ("client_id","updated_at");