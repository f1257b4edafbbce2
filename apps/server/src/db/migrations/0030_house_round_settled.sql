-- A house round writes its bet row settled (issue 15). house_round (0029) placed the bet as
-- 'open' and its win then updated that row to 'settled' in the same statement: an UPDATE per
-- round that no one could see between, and not a HOT one (the open-bets index's predicate
-- names `state`), so every round added a dead row and dead entries in five indexes for
-- autovacuum to clean. Now the bet goes in as it ends up: 'settled', with its win in `won`.
-- The other providers' bets and wins are unchanged: a bet is 'open' until its win comes.

-- wallet_bet of 0019 with p_won: NULL (every other caller) places the bet 'open'; a number
-- places it 'settled' with that win already in `won` (house_round, whose win follows in the
-- same statement). The body is 0019's but for the row's state and won.
DROP FUNCTION wallet_bet(text, text, text, text, text, text, bigint, text, text, text,
                         timestamptz, bigint);
--> statement-breakpoint
CREATE FUNCTION wallet_bet(
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
-- A win's money and its wallet row, for a bet already found (wallet_win) or placed settled in
-- the same statement (house_round): wallet_win of 0006 after its UPDATE of the bet row.
CREATE FUNCTION wallet_win_record(
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
--> statement-breakpoint
-- wallet_win of 0006: find the open (or already paid) bet and mark it settled, then the win.
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
--> statement-breakpoint
-- house_round of 0029 with the bet placed settled: the bet (its row says what it won), the
-- nonce (house_bet's UPDATE), the win's money and row, the round's record (house_win's
-- INSERT). Same arguments, same answer; the two-statement way (house_bet, then house_win)
-- is unchanged.
CREATE OR REPLACE FUNCTION house_round(
  p_provider text, p_tx text, p_request text, p_token_hash text, p_user text, p_currency text,
  p_amount bigint, p_game text, p_round text, p_fingerprint text, p_now timestamptz,
  p_win_tx text, p_win_request text, p_payout bigint, p_win_fingerprint text,
  p_at_risk bigint, p_seed_id bigint, p_nonce int, p_client_seed text,
  p_cards text, p_outcome jsonb, p_bets jsonb
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v jsonb;
  w jsonb;
  v_user bigint;
  v_seed game_seeds;
  v_round game_rounds;
BEGIN
  v := wallet_bet(p_provider, p_tx, p_request, p_token_hash, p_user, p_currency, p_amount,
                  p_game, p_round, p_fingerprint, p_now, p_at_risk, p_payout);
  IF v->>'status' <> 'RS_OK' THEN
    RETURN v;
  END IF;
  v_user := (v->>'userId')::bigint;
  UPDATE game_seeds SET nonce = nonce + 1 WHERE user_id = v_user AND active
  RETURNING * INTO v_seed;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no active seed pair for user %', v_user;
  END IF;
  v_seed.nonce := v_seed.nonce - 1;
  IF v_seed.id <> p_seed_id OR v_seed.nonce <> p_nonce OR v_seed.client_seed <> p_client_seed THEN
    RAISE EXCEPTION 'round dealt for seed pair % nonce %, the next is % nonce %',
      p_seed_id, p_nonce, v_seed.id, v_seed.nonce USING ERRCODE = 'CR412';
  END IF;
  w := wallet_win_record(p_provider, p_win_tx, p_win_request, v_user, p_user, p_currency,
                         p_payout, p_game, p_round, p_tx, p_win_fingerprint, p_now);
  INSERT INTO game_rounds (user_id, game_code, seed_id, nonce, bet_uuid, cards, outcome, bets,
    stake, payout, created_at)
  VALUES (v_user, p_game, p_seed_id, p_nonce, p_tx, p_cards, p_outcome, p_bets, p_amount,
    p_payout, p_now)
  RETURNING * INTO v_round;
  RETURN jsonb_build_object('status', 'RS_OK', 'userId', v_user, 'counted', v->'counted',
    'balance', w->'balance',
    'extra', jsonb_build_object('seed', to_jsonb(v_seed), 'round', to_jsonb(v_round)));
END;
$$;
