CREATE TABLE "bet_days" (
	"day" date NOT NULL,
	"user_id" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"bets" integer NOT NULL,
	CONSTRAINT "bet_days_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "board_scores" (
	"board" text NOT NULL,
	"period" text NOT NULL,
	"user_id" bigint NOT NULL,
	"score" bigint NOT NULL,
	CONSTRAINT "board_scores_board_period_user_id_pk" PRIMARY KEY("board","period","user_id")
);
--> statement-breakpoint
CREATE TABLE "board_snapshots" (
	"board" text NOT NULL,
	"period" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"frozen" boolean DEFAULT false NOT NULL,
	CONSTRAINT "board_snapshots_board_period_pk" PRIMARY KEY("board","period")
);
--> statement-breakpoint
CREATE TABLE "counted_days" (
	"day" date PRIMARY KEY NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	"final" boolean NOT NULL
);
--> statement-breakpoint
CREATE INDEX "board_scores_rank_idx" ON "board_scores" USING btree ("board","period","score" DESC NULLS FIRST,"user_id");--> statement-breakpoint
CREATE INDEX "wallet_tx_bets_time_idx" ON "wallet_transactions" USING btree ("created_at") WHERE "wallet_transactions"."kind" = 'bet';