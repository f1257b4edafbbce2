CREATE TABLE "inbox_broadcast_recipients" (
	"broadcast_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "inbox_broadcast_recipients_user_id_broadcast_id_pk" PRIMARY KEY("user_id","broadcast_id")
);
--> statement-breakpoint
CREATE TABLE "player_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_segments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_tags" (
	"user_id" bigint NOT NULL,
	"tag" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_tags_user_id_tag_pk" PRIMARY KEY("user_id","tag")
);
--> statement-breakpoint
ALTER TABLE "inbox_broadcasts" ADD COLUMN "saved_segment" text;--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_tags" ADD CONSTRAINT "player_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_broadcast_recipients_broadcast_idx" ON "inbox_broadcast_recipients" USING btree ("broadcast_id");--> statement-breakpoint
CREATE INDEX "player_notes_user_idx" ON "player_notes" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_segments_name_key" ON "player_segments" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "player_tags_tag_idx" ON "player_tags" USING btree ("tag","user_id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_seen_idx" ON "users" USING btree (coalesce("last_online_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "vip_progress_deposit_idx" ON "vip_progress" USING btree ("deposit_total","user_id");