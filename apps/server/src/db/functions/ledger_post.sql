-- The only code that changes a balance. p_postings: [{"user": id, "kind": "cash", "amount": n}
-- or {"house": "game", "amount": n}, ...], already checked to sum to zero (the deferred trigger
-- checks it again). Answers {"id", "replayed", "balances": {"<userId>:<kind>": balance after}}.
-- Errors the services translate: CR402 not enough money (DETAIL "<userId>:<kind>"), CR409 an
-- idempotency key reused for other postings (docs/ARCHITECTURE.md, "Money in SQL").
CREATE OR REPLACE FUNCTION ledger_post(
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
