-- Wallet operations in batches (issue 15): several concurrent bets and wins in one statement,
-- one transaction and one commit. Each operation runs in its own subtransaction (the
-- exception block), so one that raises (not enough money, a replay, a reused id) is undone
-- alone and answers its error; the others stand. The answers come back in the order given.
-- Only the four wallet functions may be called, with their own argument types.
CREATE FUNCTION wallet_batch(p_ops jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_op jsonb;
  a jsonb;
  v jsonb;
  v_out jsonb := '[]'::jsonb;
  v_code text;
  v_message text;
  v_detail text;
BEGIN
  FOR v_op IN SELECT e.value FROM jsonb_array_elements(p_ops) WITH ORDINALITY AS e(value, n)
               ORDER BY e.n LOOP
    a := v_op->'a';
    BEGIN
      CASE v_op->>'f'
        WHEN 'wallet_bet' THEN
          v := wallet_bet(a->>0, a->>1, a->>2, a->>3, a->>4, a->>5, (a->>6)::bigint, a->>7,
                          a->>8, a->>9, (a->>10)::timestamptz);
        WHEN 'house_bet' THEN
          v := house_bet(a->>0, a->>1, a->>2, a->>3, a->>4, a->>5, (a->>6)::bigint, a->>7,
                         a->>8, a->>9, (a->>10)::timestamptz, (a->>11)::bigint);
        WHEN 'wallet_win' THEN
          v := wallet_win(a->>0, a->>1, a->>2, a->>3, a->>4, (a->>5)::bigint, a->>6, a->>7,
                          a->>8, a->>9, (a->>10)::timestamptz);
        WHEN 'house_win' THEN
          v := house_win(a->>0, a->>1, a->>2, a->>3, a->>4, (a->>5)::bigint, a->>6, a->>7,
                         a->>8, a->>9, (a->>10)::timestamptz, (a->>11)::bigint, (a->>12)::int,
                         a->>13, (a->>14)::jsonb, (a->>15)::jsonb, (a->>16)::bigint);
        ELSE
          RAISE EXCEPTION 'wallet_batch: % is not a wallet operation', v_op->>'f';
      END CASE;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_code = RETURNED_SQLSTATE, v_message = MESSAGE_TEXT,
                              v_detail = PG_EXCEPTION_DETAIL;
      v := jsonb_build_object('error',
             jsonb_build_object('code', v_code, 'message', v_message, 'detail', v_detail));
    END;
    v_out := v_out || jsonb_build_array(v);
  END LOOP;
  RETURN v_out;
END;
$$;
