CREATE TABLE "player_breaks" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"kind" text,
	"period" text,
	"started_at" timestamp with time zone,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reality_checks" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"minutes" integer NOT NULL,
	"pending_minutes" integer,
	"pending_at" timestamp with time zone,
	"next_check_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "withdraw_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "player_breaks" ADD CONSTRAINT "player_breaks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reality_checks" ADD CONSTRAINT "reality_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;