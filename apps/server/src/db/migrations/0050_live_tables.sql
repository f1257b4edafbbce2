CREATE TABLE "live_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"uid" text NOT NULL,
	"tx" text NOT NULL,
	"bets" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_chains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_id" text NOT NULL,
	"length" integer NOT NULL,
	"every" integer NOT NULL,
	"links" text[] NOT NULL,
	"terminating_hash" text NOT NULL,
	"salt" text NOT NULL,
	"salt_source" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"first_round" integer
);
--> statement-breakpoint
CREATE TABLE "live_dealers" (
	"table_id" text PRIMARY KEY NOT NULL,
	"instance" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_players" (
	"round_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"spots" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	CONSTRAINT "live_players_round_id_user_id_pk" PRIMARY KEY("round_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_id" text NOT NULL,
	"number" integer NOT NULL,
	"game" text NOT NULL,
	"chain_id" bigint NOT NULL,
	"chain_round" integer NOT NULL,
	"phase" text NOT NULL,
	"phase_ends_at" timestamp with time zone,
	"reveal_ms" integer NOT NULL,
	"result_ms" integer NOT NULL,
	"seed" text,
	"cards" integer[],
	"winner" text,
	"outcome" jsonb,
	"opened_at" timestamp with time zone NOT NULL,
	"dealt_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "live_bets_tx_key" ON "live_bets" USING btree ("tx");--> statement-breakpoint
CREATE INDEX "live_bets_open_idx" ON "live_bets" USING btree ("round_id") WHERE "live_bets"."payout" is null;--> statement-breakpoint
CREATE INDEX "live_bets_user_idx" ON "live_bets" USING btree ("user_id","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_chains_hash_key" ON "live_chains" USING btree ("terminating_hash");--> statement-breakpoint
CREATE INDEX "live_chains_table_idx" ON "live_chains" USING btree ("table_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_rounds_number_key" ON "live_rounds" USING btree ("table_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "live_rounds_chain_key" ON "live_rounds" USING btree ("chain_id","chain_round");