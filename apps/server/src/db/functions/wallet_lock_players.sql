-- The players of a wallet batch, locked first in its transaction (a transaction-scoped advisory
-- lock per player, "k" of each operation, the player the request names), in one order for
-- every batch. One instance's batch holds a player once, but the same players can be in a
-- batch on each instance (two tabs, quick taps spread over the instances), each batch in its
-- own order. Without this, two batches that share two players could each lock one of them
-- (their round totals, their accounts) and wait for the other's: a deadlock, which the
-- operation's subtransaction caught and answered as its error after deadlock_timeout
-- (live/bets-across-instances.test.ts; bench:live's warm-up round). With it, two batches that
-- share a player run one after the other from the start; batches that share none still run
-- side by side. (House accounts carry no balance row, docs/ARCHITECTURE.md "No hot house row":
-- nothing else every batch locks.)
CREATE OR REPLACE FUNCTION wallet_lock_players(p_ops jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_key int;
BEGIN
  FOR v_key IN SELECT DISTINCT hashtext(e->>'k') FROM jsonb_array_elements(p_ops) e
                WHERE e ? 'k' ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(hashtext('wallet-player'), v_key);
  END LOOP;
END;
$$;
