CREATE TABLE "player_limit_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"offer_answered_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"value" bigint,
	"pending_value" bigint,
	"pending_remove" boolean DEFAULT false NOT NULL,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_limits_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period")
);
