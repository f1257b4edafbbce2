-- A win's money and its wallet row, for a bet already found (wallet_win) or placed settled in
-- the same statement (house_round).
CREATE OR REPLACE FUNCTION wallet_win_record(
  p_provider text, p_tx text, p_request text, p_user_id bigint, p_user text, p_currency text,
  p_amount bigint, p_game text, p_round text, p_bet_tx text, p_fingerprint text,
  p_now timestamptz
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_ref text := p_provider || ':' || p_tx;
  v_posted jsonb;
  v_balance bigint;
  v_row bigint;
BEGIN
  IF p_amount > 0 THEN
    v_posted := ledger_post('win:' || v_ref, 'win', p_user_id, v_ref,
      jsonb_build_object('game', p_game, 'round', p_round, 'bet', p_bet_tx), p_currency,
      jsonb_build_array(jsonb_build_object('user', p_user_id, 'kind', 'cash', 'amount', p_amount),
                        jsonb_build_object('house', 'game', 'amount', -p_amount)));
    IF (v_posted->>'replayed')::boolean THEN
      RAISE EXCEPTION 'win % seen before', v_ref USING ERRCODE = 'CR419';
    END IF;
    v_balance := (v_posted->'balances'->>(p_user_id || ':cash'))::bigint;
  ELSE
    SELECT balance INTO v_balance FROM ledger_accounts
     WHERE owner_type = 'player' AND user_id = p_user_id AND kind = 'cash'
       AND currency = p_currency;
  END IF;

  INSERT INTO wallet_transactions (provider, transaction_uuid, request_uuid, kind, user_id, "user",
    game_code, round, reference_uuid, amount, fingerprint, created_at, state, status, balance)
  VALUES (p_provider, p_tx, p_request, 'win', p_user_id, p_user, p_game, p_round, p_bet_tx,
    p_amount, p_fingerprint, p_now, 'done', 'RS_OK', coalesce(v_balance, 0))
  ON CONFLICT DO NOTHING RETURNING id INTO v_row;
  IF v_row IS NULL THEN
    RAISE EXCEPTION 'wallet transaction % seen before', v_ref USING ERRCODE = 'CR419';
  END IF;
  RETURN jsonb_build_object('status', 'RS_OK', 'userId', p_user_id,
    'balance', coalesce(v_balance, 0));
END;
$$;
