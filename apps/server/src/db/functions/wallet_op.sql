-- One wallet operation in a subtransaction of its own (the exception block): one that raises
-- (not enough money, a replay, a reused id) is undone alone and answers its error. Only the
-- wallet's own functions may be called, each with its own argument types.
CREATE OR REPLACE FUNCTION wallet_op(v_op jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
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
    WHEN 'house_round' THEN
      RETURN house_round(a->>0, a->>1, a->>2, a->>3, a->>4, a->>5, (a->>6)::bigint, a->>7,
                         a->>8, a->>9, (a->>10)::timestamptz, a->>11, a->>12, (a->>13)::bigint,
                         a->>14, (a->>15)::bigint, (a->>16)::bigint, (a->>17)::int, a->>18,
                         a->>19, (a->>20)::jsonb, (a->>21)::jsonb);
    WHEN 'live_bet' THEN
      RETURN live_bet(a->>0, a->>1, a->>2, a->>3, a->>4, a->>5, (a->>6)::bigint, a->>7,
                      a->>8, a->>9, (a->>10)::timestamptz, a->>11, (a->>12)::int,
                      (a->>13)::bigint, a->14, a->15, (a->>16)::bigint, (a->>17)::bigint,
                      (a->>18)::bigint, (a->>19)::bigint, (a->>20)::bigint);
    WHEN 'live_win' THEN
      RETURN live_win(a->>0, a->>1, a->>2, a->>3, a->>4, (a->>5)::bigint, a->>6, a->>7,
                      a->>8, a->>9, (a->>10)::timestamptz);
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
