-- A live bet's settlement (modules/live/settle.ts): the wallet's win (its transaction id is
-- derived from the bet's, so a replay is refused as seen before) and the bet's payout in the
-- same statement. A bet that already has its payout raises CR419: nothing is paid twice.
CREATE OR REPLACE FUNCTION live_win(
  p_provider text, p_tx text, p_request text, p_user text, p_currency text, p_amount bigint,
  p_game text, p_round text, p_bet_tx text, p_fingerprint text, p_now timestamptz
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v jsonb;
BEGIN
  v := wallet_win(p_provider, p_tx, p_request, p_user, p_currency, p_amount, p_game, p_round,
                  p_bet_tx, p_fingerprint, p_now);
  IF v->>'status' <> 'RS_OK' THEN
    RETURN v;
  END IF;
  UPDATE live_bets SET payout = p_amount, settled_at = p_now
   WHERE tx = p_bet_tx AND payout IS NULL;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'live bet % settled before', p_bet_tx USING ERRCODE = 'CR419';
  END IF;
  RETURN v;
END;
$$;
