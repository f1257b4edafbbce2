-- No planner statistics for the columns of the round's tables that no query filters, joins or
-- sorts on: the round's stored payloads (outcome, bets, cards), the replay fingerprints, the
-- ledger's memo, and keys looked up only through a unique index (whose uniqueness tells the
-- planner "one row" without statistics). ANALYZE sorts a 30,000-row sample of every column;
-- for these it was half of the work (game_rounds 627 -> 167 ms, ledger_transactions 374 ->
-- 207 ms, wallet_transactions 467 -> 347 ms, measured on a bench database of 46,000-92,000
-- rows), and an autovacuum pass over these tables is what queued players' rounds at 75% of
-- the wallet's maximum (docs/SCALING.md). Columns queries do use keep their statistics.
ALTER TABLE "game_rounds" ALTER COLUMN "outcome" SET STATISTICS 0, ALTER COLUMN "bets" SET STATISTICS 0, ALTER COLUMN "cards" SET STATISTICS 0, ALTER COLUMN "bet_uuid" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ALTER COLUMN "fingerprint" SET STATISTICS 0, ALTER COLUMN "request_uuid" SET STATISTICS 0, ALTER COLUMN "transaction_uuid" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ALTER COLUMN "memo" SET STATISTICS 0, ALTER COLUMN "fingerprint" SET STATISTICS 0, ALTER COLUMN "idempotency_key" SET STATISTICS 0;
