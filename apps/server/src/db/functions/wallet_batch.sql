-- Wallet operations in batches (issue 15): several concurrent bets and wins in one statement,
-- one transaction and one commit; the answers in the order given. Its players are locked first
-- (wallet_lock_players.sql: no deadlock with a batch on another instance that shares one).
CREATE OR REPLACE FUNCTION wallet_batch(p_ops jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_op jsonb;
  v_out jsonb := '[]'::jsonb;
BEGIN
  PERFORM wallet_lock_players(p_ops);
  FOR v_op IN SELECT e.value FROM jsonb_array_elements(p_ops) WITH ORDINALITY AS e(value, n)
               ORDER BY e.n LOOP
    v_out := v_out || jsonb_build_array(wallet_op(v_op));
  END LOOP;
  RETURN v_out;
END;
$$;
