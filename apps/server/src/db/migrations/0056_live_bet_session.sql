-- live_bet checks the player's app session open in the bet's own statement (a new last
-- argument, db/functions/live_bet.sql): the signature without it goes, so the function file's
-- CREATE does not leave it as an overload. Until the file is applied (right after the
-- migrations), a live bet fails whole and moves nothing; a retry places it.
DROP FUNCTION IF EXISTS live_bet(text, text, text, text, text, text, bigint, text, text, text,
  timestamptz, text, int, bigint, jsonb, jsonb, bigint, bigint, bigint, bigint);
