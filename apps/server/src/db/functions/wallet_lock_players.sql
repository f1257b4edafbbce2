-- The players of a wallet batch, locked first in its transaction (a transaction-scoped advisory
-- lock per player, "k" of each operation, the player the request names), in one order for
-- every batch. One instance's batch holds a player once, but the same player can be in a batch
-- on each instance (two tabs, quick taps spread over the instances). Without this the two
-- batches could lock that player's rows (their round totals, their accounts) each in its own
-- order around the house's account, which every batch updates from its first posting to its
-- commit, and wait for each other in a circle: a deadlock, which the operation's subtransaction
-- caught and answered as its error after deadlock_timeout (live/bets-across-instances.test.ts;
-- bench:live's warm-up round). With it, two batches that share a player run one after the other
-- from the start; batches that share none still run side by side, and one held up by a lock on
-- its player's row holds up no one else (the house's account is still locked last).
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
