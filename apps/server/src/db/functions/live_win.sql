-- A live bet's settlement (modules/live/settle.ts): the wallet's win (its transaction id is
-- derived from the bet's, so a replay is refused as seen before) and the bet's payout in the
-- same statement. A bet that already has its payout raises CR419: nothing is paid twice. The
-- bet is found by its transaction id alone and its payout checked after: with "payout IS NULL"
-- in the UPDATE's condition the planner chose the index of open bets (live_bets_open_idx) and
-- read a round's open bets to find one, 172 µs a win against 11 µs (pg_stat_statements,
-- bench:live; docs/SCALING.md "Settling a round").
CREATE OR REPLACE FUNCTION live_win(
  p_provider text, p_tx text, p_request text, p_user text, p_currency text, p_amount bigint,
  p_game text, p_round text, p_bet_tx text, p_fingerprint text, p_now timestamptz
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v jsonb;
  v_paid bigint;
BEGIN
  v := wallet_win(p_provider, p_tx, p_request, p_user, p_currency, p_amount, p_game, p_round,
                  p_bet_tx, p_fingerprint, p_now);
  IF v->>'status' <> 'RS_OK' THEN
    RETURN v;
  END IF;
  SELECT payout INTO v_paid FROM live_bets WHERE tx = p_bet_tx FOR UPDATE;
  IF NOT FOUND OR v_paid IS NOT NULL THEN
    RAISE EXCEPTION 'live bet % settled before', p_bet_tx USING ERRCODE = 'CR419';
  END IF;
  UPDATE live_bets SET payout = p_amount, settled_at = p_now WHERE tx = p_bet_tx;
  RETURN v;
END;
$$;
