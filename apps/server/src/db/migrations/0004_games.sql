CREATE TABLE "game_launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"bet_uuid" text NOT NULL,
	"cards" text NOT NULL,
	"outcome" jsonb NOT NULL,
	"bets" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"uid" text NOT NULL,
	"game_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"transaction_uuid" text NOT NULL,
	"request_uuid" text,
	"kind" text NOT NULL,
	"user_id" bigint,
	"user" text NOT NULL,
	"game_code" text,
	"round" text,
	"reference_uuid" text,
	"amount" bigint DEFAULT 0 NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text NOT NULL,
	"status" text NOT NULL,
	"balance" bigint NOT NULL,
	"wagering_cut" bigint DEFAULT 0 NOT NULL,
	"won" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_bet_key" ON "game_rounds" USING btree ("bet_uuid");--> statement-breakpoint
CREATE INDEX "game_rounds_user_idx" ON "game_rounds" USING btree ("user_id","game_code","id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_seed_nonce_key" ON "game_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "game_seeds_active_key" ON "game_seeds" USING btree ("user_id") WHERE "game_seeds"."active";--> statement-breakpoint
CREATE INDEX "game_seeds_user_idx" ON "game_seeds" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_tx_key" ON "wallet_transactions" USING btree ("provider","transaction_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_tx_request_key" ON "wallet_transactions" USING btree ("provider","request_uuid") WHERE "wallet_transactions"."request_uuid" is not null;--> statement-breakpoint
CREATE INDEX "wallet_tx_user_bets_idx" ON "wallet_transactions" USING btree ("user_id","created_at") WHERE "wallet_transactions"."kind" = 'bet';