-- A live bet carries its round's table (db/functions/live_bet.sql writes it), and a player's bets
-- are indexed by table: what a player's last round at a table paid (live/views.ts lastPayout)
-- walks their bets at that table from the newest, where it read all their bets before
-- (bench/live-view.ts). NOT NULL once filled in: the function files apply after the migrations,
-- so a bet another instance places in between, through the function of before, is refused whole
-- (a system error, nothing moved; the app's retry places it) rather than kept without a table.
ALTER TABLE "live_bets" ADD COLUMN "table_id" text;--> statement-breakpoint
UPDATE "live_bets" b SET "table_id" = r."table_id" FROM "live_rounds" r WHERE r."id" = b."round_id";--> statement-breakpoint
ALTER TABLE "live_bets" ALTER COLUMN "table_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "live_bets_user_idx";--> statement-breakpoint
CREATE INDEX "live_bets_user_idx" ON "live_bets" USING btree ("user_id","table_id","round_id");
