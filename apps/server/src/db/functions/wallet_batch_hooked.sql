-- The bet batch's fast path (issue 15): a batch with its guards and listeners, named by the
-- modules that registered them (the wallet knows none of them). A bet operation carries its
-- player in "u".
--   p_guards: functions (bigint[]) -> bigint[] answering, of the batch's players, those whose
--     bets their TypeScript guard must see. Those bets answer {"deferred": true} and are not
--     run here; the wallet runs them the slow way after this statement.
--   p_listeners: functions (jsonb, timestamptz) given the placed bets
--     ([{userId, validAmount}]) and the time. One that cannot do its work in SQL raises
--     SQLSTATE CR001: the whole statement is undone and the batch runs the slow way.
CREATE OR REPLACE FUNCTION wallet_batch_hooked(p_ops jsonb, p_guards text[], p_listeners text[],
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
  -- Its players first (wallet_lock_players.sql).
  PERFORM wallet_lock_players(p_ops);
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
