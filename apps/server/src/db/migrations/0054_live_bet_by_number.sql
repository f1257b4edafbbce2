-- live_bet finds its round by table and number (db/functions/live_bet.sql): the signature that
-- took the round's id goes, so the function file's CREATE does not leave it as an overload.
DROP FUNCTION IF EXISTS live_bet(text, text, text, text, text, text, bigint, text, text, text,
  timestamptz, bigint, bigint, jsonb, jsonb, bigint, bigint, bigint, bigint);
