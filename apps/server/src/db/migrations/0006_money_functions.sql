-- Money movements as database functions: each is one statement, so one round trip and one
-- database transaction, whatever it writes. The TypeScript services validate the input, call
-- these, and turn their answers and errors into the API's (docs/ARCHITECTURE.md, "Money in SQL").
-- Errors the services translate: CR402 not enough money (DETAIL "<userId>:<kind>"), CR409 an
-- idempotency key reused for other postings, CR419 a wallet transaction seen before.

-- A player's ledger account, created on first use.
CREATE FUNCTION ledger_player_account(p_user bigint, p_kind text, p_currency text)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT id INTO v_id FROM ledger_accounts
   WHERE owner_type = 'player' AND user_id = p_user AND kind = p_kind AND currency = p_currency;
  IF FOUND THEN
    RETURN v_id;
  END IF;
  INSERT INTO ledger_accounts (owner_type, user_id, kind, currency)
  VALUES ('player', p_user, p_kind, p_currency)
  ON CONFLICT DO NOTHING RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    SELECT id INTO v_id FROM ledger_accounts
     WHERE owner_type = 'player' AND user_id = p_user AND kind = p_kind AND currency = p_currency;
  END IF;
  RETURN v_id;
END;
$$;
--> statement-breakpoint
-- The only code that changes a balance. p_postings: [{"user": id, "kind": "cash", "amount": n}
-- or {"house": "game", "amount": n}, ...], already checked to sum to zero (the deferred trigger
-- checks it again). Answers {"id", "replayed", "balances": {"<userId>:<kind>": balance after}}.
CREATE FUNCTION ledger_post(
  p_key text, p_type text, p_user bigint, p_reference text, p_memo jsonb, p_currency text,
  p_postings jsonb
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_n int := jsonb_array_length(p_postings);
  v_ids bigint[] := array_fill(NULL::bigint, ARRAY[v_n]);
  v_amounts bigint[] := array_fill(NULL::bigint, ARRAY[v_n]);
  v_after bigint[] := array_fill(NULL::bigint, ARRAY[v_n]);
  v_print text;
  v_prior text;
  v_tx bigint;
  v_balance bigint;
  v_balances jsonb := '{}';
  v_p jsonb;
  v_id bigint;
  i int;
BEGIN
  -- What a replay must match: the type, player, reference and postings (order-free). The text
  -- is JSON.stringify's of [type, user, reference, sorted labels], as the ledger always used.
  SELECT encode(sha256(convert_to(
           '[' || to_json(p_type)::text || ',' || coalesce(p_user::text, 'null') || ','
           || coalesce(to_json(p_reference)::text, 'null') || ',['
           || string_agg(to_json(label)::text, ',' ORDER BY label COLLATE "C") || ']]',
           'UTF8')), 'hex')
    INTO v_print
    FROM (SELECT CASE WHEN e ? 'house' THEN 'h:' || (e->>'house')
                      ELSE 'p:' || (e->>'user') || ':' || (e->>'kind') END
                 || '=' || (e->>'amount') AS label
            FROM jsonb_array_elements(p_postings) e) labels;

  INSERT INTO ledger_transactions (idempotency_key, type, user_id, reference, fingerprint, memo)
  VALUES (p_key, p_type, p_user, p_reference, v_print, p_memo)
  ON CONFLICT (idempotency_key) DO NOTHING RETURNING id INTO v_tx;
  IF v_tx IS NULL THEN
    SELECT id, fingerprint INTO v_tx, v_prior FROM ledger_transactions WHERE idempotency_key = p_key;
    IF v_prior IS DISTINCT FROM v_print THEN
      RAISE EXCEPTION 'idempotency key reused with different postings: %', p_key
        USING ERRCODE = 'CR409', DETAIL = p_key;
    END IF;
    RETURN jsonb_build_object('id', v_tx, 'replayed', true, 'balances', '{}'::jsonb);
  END IF;

  FOR i IN 1..v_n LOOP
    v_p := p_postings->(i - 1);
    v_amounts[i] := (v_p->>'amount')::bigint;
    IF v_p ? 'house' THEN
      SELECT id INTO v_id FROM ledger_accounts
       WHERE owner_type = 'house' AND kind = v_p->>'house' AND currency = p_currency;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'house account % missing', v_p->>'house';
      END IF;
      v_ids[i] := v_id;
    ELSE
      SELECT id INTO v_id FROM ledger_accounts
       WHERE owner_type = 'player' AND user_id = (v_p->>'user')::bigint AND kind = v_p->>'kind'
         AND currency = p_currency;
      IF NOT FOUND THEN
        v_id := ledger_player_account((v_p->>'user')::bigint, v_p->>'kind', p_currency);
      END IF;
      v_ids[i] := v_id;
    END IF;
  END LOOP;

  -- Player rows change in account order, so two movements never wait on each other. The
  -- condition keeps a player balance from going below zero (a CHECK backs it up).
  FOR i IN SELECT s FROM generate_series(1, v_n) s
            WHERE NOT (p_postings->(s - 1) ? 'house') ORDER BY v_ids[s], s LOOP
    v_p := p_postings->(i - 1);
    UPDATE ledger_accounts SET balance = balance + v_amounts[i]
     WHERE id = v_ids[i] AND balance + v_amounts[i] >= 0
    RETURNING balance INTO v_balance;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'insufficient % balance for user %', v_p->>'kind', v_p->>'user'
        USING ERRCODE = 'CR402', DETAIL = (v_p->>'user') || ':' || (v_p->>'kind');
    END IF;
    v_after[i] := v_balance;
    v_balances := v_balances || jsonb_build_object((v_p->>'user') || ':' || (v_p->>'kind'), v_balance);
  END LOOP;

  INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after)
  SELECT v_tx, a.id, a.amount, a.after FROM unnest(v_ids, v_amounts, v_after) AS a(id, amount, after);
  RETURN jsonb_build_object('id', v_tx, 'replayed', false, 'balances', v_balances);
END;
$$;
--> statement-breakpoint
-- The seamless wallet's bet (Hub88 semantics): the session, the debit, the wagering it brings
-- down, and the wallet row that makes the transaction id single-use. A refusal that writes
-- nothing is answered as {"status"}; not enough money, a replay or a reused id raise (CR402,
-- CR419), which rolls everything back, and the service answers from what was recorded.
CREATE FUNCTION wallet_bet(
  p_provider text, p_tx text, p_request text, p_token_hash text, p_user text, p_currency text,
  p_amount bigint, p_game text, p_round text, p_fingerprint text, p_now timestamptz
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
  -- The session, and the wagering the player still owes (most owe nothing).
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

  -- A valid bet brings the wagering requirement down by the bet, never below zero. Read
  -- without a lock above; locked only when there is something to bring down.
  IF v_wagering > 0 THEN
    SELECT balance INTO v_wagering FROM ledger_accounts
     WHERE owner_type = 'player' AND user_id = v_user AND kind = 'wagering' AND currency = p_currency
       FOR UPDATE;
    v_cut := least(v_wagering, p_amount);
    IF v_cut > 0 THEN
      PERFORM ledger_post('bet:' || v_ref || ':wagering', 'wagering', v_user, v_ref, NULL, p_currency,
        jsonb_build_array(jsonb_build_object('user', v_user, 'kind', 'wagering', 'amount', -v_cut),
                          jsonb_build_object('house', 'wagering_contra', 'amount', v_cut)));
    END IF;
  END IF;

  INSERT INTO wallet_transactions (provider, transaction_uuid, request_uuid, kind, user_id, "user",
    game_code, round, amount, fingerprint, created_at, state, status, balance, wagering_cut)
  VALUES (p_provider, p_tx, p_request, 'bet', v_user, p_user, p_game, p_round, p_amount,
    p_fingerprint, p_now, 'open', 'RS_OK', v_balance, v_cut)
  ON CONFLICT DO NOTHING RETURNING id INTO v_row;
  IF v_row IS NULL THEN
    RAISE EXCEPTION 'wallet transaction % seen before', v_ref USING ERRCODE = 'CR419';
  END IF;
  RETURN jsonb_build_object('status', 'RS_OK', 'userId', v_user, 'balance', v_balance);
END;
$$;
--> statement-breakpoint
-- The seamless wallet's win: settles the bet (locking it, so a racing rollback waits and then
-- sees it settled), credits the player, records the win. No session check: a win must land
-- after the session ended.
CREATE FUNCTION wallet_win(
  p_provider text, p_tx text, p_request text, p_user text, p_currency text, p_amount bigint,
  p_game text, p_round text, p_bet_tx text, p_fingerprint text, p_now timestamptz
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_ref text := p_provider || ':' || p_tx;
  v_user bigint;
  v_posted jsonb;
  v_balance bigint;
  v_row bigint;
BEGIN
  UPDATE wallet_transactions SET state = 'settled', won = won + p_amount
   WHERE provider = p_provider AND transaction_uuid = p_bet_tx AND kind = 'bet'
     AND "user" = p_user AND state IN ('open', 'settled')
  RETURNING user_id INTO v_user;
  IF v_user IS NULL THEN
    RETURN jsonb_build_object('status', 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  END IF;

  IF p_amount > 0 THEN
    v_posted := ledger_post('win:' || v_ref, 'win', v_user, v_ref,
      jsonb_build_object('game', p_game, 'round', p_round, 'bet', p_bet_tx), p_currency,
      jsonb_build_array(jsonb_build_object('user', v_user, 'kind', 'cash', 'amount', p_amount),
                        jsonb_build_object('house', 'game', 'amount', -p_amount)));
    IF (v_posted->>'replayed')::boolean THEN
      RAISE EXCEPTION 'win % seen before', v_ref USING ERRCODE = 'CR419';
    END IF;
    v_balance := (v_posted->'balances'->>(v_user || ':cash'))::bigint;
  ELSE
    SELECT balance INTO v_balance FROM ledger_accounts
     WHERE owner_type = 'player' AND user_id = v_user AND kind = 'cash' AND currency = p_currency;
  END IF;

  INSERT INTO wallet_transactions (provider, transaction_uuid, request_uuid, kind, user_id, "user",
    game_code, round, reference_uuid, amount, fingerprint, created_at, state, status, balance)
  VALUES (p_provider, p_tx, p_request, 'win', v_user, p_user, p_game, p_round, p_bet_tx, p_amount,
    p_fingerprint, p_now, 'done', 'RS_OK', coalesce(v_balance, 0))
  ON CONFLICT DO NOTHING RETURNING id INTO v_row;
  IF v_row IS NULL THEN
    RAISE EXCEPTION 'wallet transaction % seen before', v_ref USING ERRCODE = 'CR419';
  END IF;
  RETURN jsonb_build_object('status', 'RS_OK', 'userId', v_user, 'balance', coalesce(v_balance, 0));
END;
$$;
--> statement-breakpoint
-- The house provider's bet: the wallet's bet and the round's nonce in one statement, so a
-- refused bet uses no nonce and two rounds never share one. "extra" is the seed pair, with
-- the nonce this round uses.
CREATE FUNCTION house_bet(
  p_provider text, p_tx text, p_request text, p_token_hash text, p_user text, p_currency text,
  p_amount bigint, p_game text, p_round text, p_fingerprint text, p_now timestamptz
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v jsonb;
  v_seed game_seeds;
BEGIN
  v := wallet_bet(p_provider, p_tx, p_request, p_token_hash, p_user, p_currency, p_amount,
                  p_game, p_round, p_fingerprint, p_now);
  IF v->>'status' <> 'RS_OK' THEN
    RETURN v;
  END IF;
  UPDATE game_seeds SET nonce = nonce + 1
   WHERE user_id = (v->>'userId')::bigint AND active
  RETURNING * INTO v_seed;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no active seed pair for user %', v->>'userId';
  END IF;
  v_seed.nonce := v_seed.nonce - 1;
  RETURN v || jsonb_build_object('extra', to_jsonb(v_seed));
END;
$$;
--> statement-breakpoint
-- The house provider's win: the wallet's win and the round record in one statement.
CREATE FUNCTION house_win(
  p_provider text, p_tx text, p_request text, p_user text, p_currency text, p_amount bigint,
  p_game text, p_round text, p_bet_tx text, p_fingerprint text, p_now timestamptz,
  p_seed_id bigint, p_nonce int, p_cards text, p_outcome jsonb, p_bets jsonb, p_stake bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v jsonb;
  v_round game_rounds;
BEGIN
  v := wallet_win(p_provider, p_tx, p_request, p_user, p_currency, p_amount, p_game, p_round,
                  p_bet_tx, p_fingerprint, p_now);
  IF v->>'status' <> 'RS_OK' THEN
    RETURN v;
  END IF;
  INSERT INTO game_rounds (user_id, game_code, seed_id, nonce, bet_uuid, cards, outcome, bets,
    stake, payout, created_at)
  VALUES ((v->>'userId')::bigint, p_game, p_seed_id, p_nonce, p_bet_tx, p_cards, p_outcome,
    p_bets, p_stake, p_amount, p_now)
  RETURNING * INTO v_round;
  RETURN v || jsonb_build_object('extra', to_jsonb(v_round));
END;
$$;
