-- VIP's listener for the fast path: the SQL twin of vip/progress.ts addValidBets (the test
-- vip/twins.test.ts runs both on the same cases): the players' valid bets added in one upsert
-- in player order. A player whose totals now reach a higher level needs the level-up (its
-- reward goes through the ledger, in TypeScript): raise CR001 so the batch runs the slow way,
-- where the level-up is in the bets' own transaction.
CREATE OR REPLACE FUNCTION vip_bets_placed(p_placed jsonb, p_at timestamptz) RETURNS void
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
