-- The seamless wallet's win: settles the bet (locking it, so a racing rollback waits and then
-- sees it settled), then credits the player and records the win (wallet_win_record). No session
-- check: a win must land after the session ended.
CREATE OR REPLACE FUNCTION wallet_win(
  p_provider text, p_tx text, p_request text, p_user text, p_currency text, p_amount bigint,
  p_game text, p_round text, p_bet_tx text, p_fingerprint text, p_now timestamptz
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_user bigint;
BEGIN
  UPDATE wallet_transactions SET state = 'settled', won = won + p_amount
   WHERE provider = p_provider AND transaction_uuid = p_bet_tx AND kind = 'bet'
     AND "user" = p_user AND state IN ('open', 'settled')
  RETURNING user_id INTO v_user;
  IF v_user IS NULL THEN
    RETURN jsonb_build_object('status', 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  END IF;
  RETURN wallet_win_record(p_provider, p_tx, p_request, v_user, p_user, p_currency, p_amount,
                           p_game, p_round, p_bet_tx, p_fingerprint, p_now);
END;
$$;
