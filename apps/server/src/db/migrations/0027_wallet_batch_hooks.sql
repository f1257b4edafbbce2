-- The bet batch's fast path (issue 15): a whole batch of bets in one statement, the guards and
-- listeners of other modules included, so a batch costs one round trip and its commit instead
-- of five (BEGIN, limits read, wallet_batch, VIP upsert, COMMIT). The TypeScript guards and
-- listeners stay the slow path (wallet-api/batch.ts): for the bets a guard must see, and for
-- the whole batch when a listener needs more than SQL.

-- One wallet operation in a subtransaction of its own (the exception block): one that raises
-- (not enough money, a replay, a reused id) is undone alone and answers its error. Only the
-- four wallet functions may be called, with their own argument types.
CREATE FUNCTION wallet_op(v_op jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  a jsonb := v_op->'a';
  v_code text;
  v_message text;
  v_detail text;
BEGIN
  CASE v_op->>'f'
    WHEN 'wallet_bet' THEN
      RETURN wallet_bet(a->>0, a->>1, a->>2, a->>3, a->>4, a->>5, (a->>6)::bigint, a->>7,
                        a->>8, a->>9, (a->>10)::timestamptz);
    WHEN 'house_bet' THEN
      RETURN house_bet(a->>0, a->>1, a->>2, a->>3, a->>4, a->>5, (a->>6)::bigint, a->>7,
                       a->>8, a->>9, (a->>10)::timestamptz, (a->>11)::bigint);
    WHEN 'wallet_win' THEN
      RETURN wallet_win(a->>0, a->>1, a->>2, a->>3, a->>4, (a->>5)::bigint, a->>6, a->>7,
                        a->>8, a->>9, (a->>10)::timestamptz);
    WHEN 'house_win' THEN
      RETURN house_win(a->>0, a->>1, a->>2, a->>3, a->>4, (a->>5)::bigint, a->>6, a->>7,
                       a->>8, a->>9, (a->>10)::timestamptz, (a->>11)::bigint, (a->>12)::int,
                       a->>13, (a->>14)::jsonb, (a->>15)::jsonb, (a->>16)::bigint);
    ELSE
      RAISE EXCEPTION 'wallet_batch: % is not a wallet operation', v_op->>'f';
  END CASE;
EXCEPTION WHEN OTHERS THEN
  GET STACKED DIAGNOSTICS v_code = RETURNED_SQLSTATE, v_message = MESSAGE_TEXT,
                          v_detail = PG_EXCEPTION_DETAIL;
  RETURN jsonb_build_object('error',
           jsonb_build_object('code', v_code, 'message', v_message, 'detail', v_detail));
END;
$$;
--> statement-breakpoint
-- wallet_batch (0025), now on wallet_op: the answers in the order given.
CREATE OR REPLACE FUNCTION wallet_batch(p_ops jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_op jsonb;
  v_out jsonb := '[]'::jsonb;
BEGIN
  FOR v_op IN SELECT e.value FROM jsonb_array_elements(p_ops) WITH ORDINALITY AS e(value, n)
               ORDER BY e.n LOOP
    v_out := v_out || jsonb_build_array(wallet_op(v_op));
  END LOOP;
  RETURN v_out;
END;
$$;
--> statement-breakpoint
-- A batch with its guards and listeners, named by the modules that registered them (the
-- wallet knows none of them). A bet operation carries its player in "u".
--   p_guards: functions (bigint[]) -> bigint[] answering, of the batch's players, those whose
--     bets their TypeScript guard must see. Those bets answer {"deferred": true} and are not
--     run here; the wallet runs them the slow way after this statement.
--   p_listeners: functions (jsonb, timestamptz) given the placed bets
--     ([{userId, validAmount}]) and the time. One that cannot do its work in SQL raises
--     SQLSTATE CR001: the whole statement is undone and the batch runs the slow way.
CREATE FUNCTION wallet_batch_hooked(p_ops jsonb, p_guards text[], p_listeners text[],
                                    p_at timestamptz) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_users bigint[];
  v_guarded bigint[] := '{}';
  v_some bigint[];
  v_fn text;
  v_op jsonb;
  v jsonb;
  v_out jsonb := '[]'::jsonb;
  v_placed jsonb := '[]'::jsonb;
BEGIN
  SELECT coalesce(array_agg((e->>'u')::bigint), '{}') INTO v_users
    FROM jsonb_array_elements(p_ops) e WHERE e ? 'u';
  FOREACH v_fn IN ARRAY p_guards LOOP
    EXECUTE format('SELECT %I($1)', v_fn) INTO v_some USING v_users;
    v_guarded := v_guarded || coalesce(v_some, '{}');
  END LOOP;
  FOR v_op IN SELECT e.value FROM jsonb_array_elements(p_ops) WITH ORDINALITY AS e(value, n)
               ORDER BY e.n LOOP
    IF v_op ? 'u' AND (v_op->>'u')::bigint = ANY (v_guarded) THEN
      v := '{"deferred": true}'::jsonb;
    ELSE
      v := wallet_op(v_op);
      IF v_op ? 'u' AND v->>'status' = 'RS_OK' AND v ? 'userId' THEN
        v_placed := v_placed || jsonb_build_array(jsonb_build_object(
          'userId', (v->>'userId')::bigint,
          'validAmount', coalesce((v->>'counted')::bigint, 0)));
      END IF;
    END IF;
    v_out := v_out || jsonb_build_array(v);
  END LOOP;
  IF jsonb_array_length(v_placed) > 0 THEN
    FOREACH v_fn IN ARRAY p_listeners LOOP
      EXECUTE format('SELECT %I($1, $2)', v_fn) USING v_placed, p_at;
    END LOOP;
  END IF;
  RETURN v_out;
END;
$$;
--> statement-breakpoint
-- Player limits' guard for the fast path: of these players, those with a loss or wager limit
-- row. Only their bets need limits/guards.ts (which locks those rows and sums the period's
-- bets); a player with no such row has nothing to check or lock.
CREATE FUNCTION limits_players_to_guard(p_users bigint[]) RETURNS bigint[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT user_id), '{}')
    FROM player_limits WHERE user_id = ANY (p_users) AND kind IN ('loss', 'wager')
$$;
--> statement-breakpoint
-- VIP's listener for the fast path: what vip/progress.ts addValidBets does for bets, the
-- players' valid bets added in one upsert in player order. A player whose totals now reach a
-- higher level needs the level-up (its reward goes through the ledger, in TypeScript): raise
-- CR001 so the batch runs the slow way, where the level-up is in the bets' own transaction.
CREATE FUNCTION vip_bets_placed(p_placed jsonb, p_at timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_crossed int;
BEGIN
  WITH up AS (
    INSERT INTO vip_progress AS p (user_id, deposit_total, valid_bet_total, updated_at)
    SELECT (e->>'userId')::bigint, 0, sum((e->>'validAmount')::bigint), p_at
      FROM jsonb_array_elements(p_placed) e
     GROUP BY 1
    HAVING sum((e->>'validAmount')::bigint) > 0
     ORDER BY 1
    ON CONFLICT (user_id) DO UPDATE SET
      valid_bet_total = p.valid_bet_total + excluded.valid_bet_total,
      updated_at = excluded.updated_at
    RETURNING p.level, p.deposit_total, p.valid_bet_total
  )
  SELECT count(*) INTO v_crossed FROM up
   WHERE EXISTS (SELECT 1 FROM settings s, jsonb_array_elements(s.value -> 'levels') l
                  WHERE s.key = 'vipLevels'
                    AND (l ->> 'level')::int > up.level
                    AND (l ->> 'deposit')::bigint <= up.deposit_total
                    AND (l ->> 'validBet')::bigint <= up.valid_bet_total);
  IF v_crossed > 0 THEN
    RAISE EXCEPTION 'vip: a level was reached' USING ERRCODE = 'CR001';
  END IF;
END;
$$;
