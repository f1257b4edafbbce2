-- The seamless wallet's bet (Hub88 semantics): the session, the debit, the wagering it brings
-- down (p_counted, the part of the stake at risk, also stored as the valid bet), and the wallet
-- row that makes the transaction id single-use. A refusal that writes nothing is answered as
-- {"status"}; not enough money, a replay or a reused id raise (CR402, CR419), which rolls
-- everything back, and the service answers from what was recorded. p_won: NULL places the bet
-- 'open'; a number places it 'settled' with that win in `won` (house_round, whose win follows
-- in the same statement). The answer carries `counted` for the bet listeners (VIP progress).
CREATE OR REPLACE FUNCTION wallet_bet(
  p_provider text, p_tx text, p_request text, p_token_hash text, p_user text, p_currency text,
  p_amount bigint, p_game text, p_round text, p_fingerprint text, p_now timestamptz,
  p_counted bigint, p_won bigint DEFAULT NULL
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_ref text := p_provider || ':' || p_tx;
  v_user bigint;
  v_uid text;
  v_expires timestamptz;
  v_posted jsonb;
  v_balance bigint;
  v_wagering bigint;
  v_cut bigint := 0;
  v_row bigint;
BEGIN
  IF p_counted IS NULL OR p_counted < 0 OR p_counted > p_amount THEN
    RAISE EXCEPTION 'wagering counted % is outside 0..%', p_counted, p_amount;
  END IF;
  IF p_won < 0 THEN
    RAISE EXCEPTION 'won % is below zero', p_won;
  END IF;
  SELECT s.user_id, s.uid, s.expires_at,
         (SELECT a.balance FROM ledger_accounts a
           WHERE a.owner_type = 'player' AND a.user_id = s.user_id AND a.kind = 'wagering'
             AND a.currency = p_currency)
    INTO v_user, v_uid, v_expires, v_wagering
    FROM game_sessions s WHERE s.token_hash = p_token_hash;
  IF NOT FOUND OR v_uid <> p_user THEN
    RETURN jsonb_build_object('status', 'RS_ERROR_INVALID_TOKEN');
  END IF;
  IF v_expires <= p_now THEN
    RETURN jsonb_build_object('status', 'RS_ERROR_TOKEN_EXPIRED');
  END IF;

  v_posted := ledger_post('bet:' || v_ref, 'bet', v_user, v_ref,
    jsonb_build_object('game', p_game, 'round', p_round), p_currency,
    jsonb_build_array(jsonb_build_object('user', v_user, 'kind', 'cash', 'amount', -p_amount),
                      jsonb_build_object('house', 'game', 'amount', p_amount)));
  IF (v_posted->>'replayed')::boolean THEN
    RAISE EXCEPTION 'bet % seen before', v_ref USING ERRCODE = 'CR419';
  END IF;
  v_balance := (v_posted->'balances'->>(v_user || ':cash'))::bigint;

  -- A valid bet brings the wagering requirement down by what it put at risk, never below zero.
  IF v_wagering > 0 AND p_counted > 0 THEN
    SELECT balance INTO v_wagering FROM ledger_accounts
     WHERE owner_type = 'player' AND user_id = v_user AND kind = 'wagering' AND currency = p_currency
       FOR UPDATE;
    v_cut := least(v_wagering, p_counted);
    IF v_cut > 0 THEN
      PERFORM ledger_post('bet:' || v_ref || ':wagering', 'wagering', v_user, v_ref, NULL, p_currency,
        jsonb_build_array(jsonb_build_object('user', v_user, 'kind', 'wagering', 'amount', -v_cut),
                          jsonb_build_object('house', 'wagering_contra', 'amount', v_cut)));
    END IF;
  END IF;

  INSERT INTO wallet_transactions (provider, transaction_uuid, request_uuid, kind, user_id, "user",
    game_code, round, amount, fingerprint, created_at, state, status, balance, wagering_cut,
    valid_amount, won)
  VALUES (p_provider, p_tx, p_request, 'bet', v_user, p_user, p_game, p_round, p_amount,
    p_fingerprint, p_now, CASE WHEN p_won IS NULL THEN 'open' ELSE 'settled' END, 'RS_OK',
    v_balance, v_cut, p_counted, coalesce(p_won, 0))
  ON CONFLICT DO NOTHING RETURNING id INTO v_row;
  IF v_row IS NULL THEN
    RAISE EXCEPTION 'wallet transaction % seen before', v_ref USING ERRCODE = 'CR419';
  END IF;
  RETURN jsonb_build_object('status', 'RS_OK', 'userId', v_user, 'balance', v_balance,
    'counted', p_counted);
END;
$$;
--> statement-breakpoint
-- Another provider's bet (the Hub88 wallet API) counts in full.
CREATE OR REPLACE FUNCTION wallet_bet(
  p_provider text, p_tx text, p_request text, p_token_hash text, p_user text, p_currency text,
  p_amount bigint, p_game text, p_round text, p_fingerprint text, p_now timestamptz
) RETURNS jsonb LANGUAGE sql AS $$
  SELECT wallet_bet(p_provider, p_tx, p_request, p_token_hash, p_user, p_currency, p_amount,
                    p_game, p_round, p_fingerprint, p_now, p_amount);
$$;
