-- A live round's bets that won nothing, settled in one statement (modules/live/settle.ts),
-- each as live_win with an amount of 0 would: the live bet locked while still unpaid (one paid
-- by another instance or by a run before a crash is left alone: nothing is settled twice), the
-- wallet's win of 0 (wallet_win: the bet settled, the win's row with the player's balance),
-- then the bet's payout of 0. What it leaves out is the batch's subtransaction, dispatch and
-- player lock per bet, which a win that moves no money does not need (docs/SCALING.md,
-- "Settling a round"). One bet at a time by its unique keys, in the order of their transaction
-- ids, so no plan depends on the tables' statistics and two calls wait for each other in one
-- order.
-- p_items: [{"p": provider, "t": win transaction id, "r": request id, "u": user, "c": currency,
-- "g": game, "d": round, "b": bet transaction id, "f": fingerprint}]. Answers the bet
-- transaction ids among them that are settled now, by this call or before it; a bet the
-- wallet rolled back or does not know is not. A win's id seen before raises CR419 (wallet_win),
-- keeping nothing.
CREATE OR REPLACE FUNCTION live_lose(p_items jsonb, p_now timestamptz)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_item record;
  v_paid bigint;
  v_answer jsonb;
  v_done text[] := '{}';
BEGIN
  FOR v_item IN
    SELECT x.* FROM jsonb_to_recordset(p_items)
      AS x(p text, t text, r text, u text, c text, g text, d text, b text, f text)
     ORDER BY x.b COLLATE "C"
  LOOP
    SELECT payout INTO v_paid FROM live_bets WHERE tx = v_item.b FOR UPDATE;
    IF NOT FOUND THEN
      CONTINUE;
    END IF;
    IF v_paid IS NOT NULL THEN
      v_done := array_append(v_done, v_item.b);
      CONTINUE;
    END IF;
    v_answer := wallet_win(v_item.p, v_item.t, v_item.r, v_item.u, v_item.c, 0, v_item.g,
                           v_item.d, v_item.b, v_item.f, p_now);
    IF v_answer->>'status' = 'RS_OK' THEN
      UPDATE live_bets SET payout = 0, settled_at = p_now WHERE tx = v_item.b;
      v_done := array_append(v_done, v_item.b);
    END IF;
  END LOOP;
  RETURN to_jsonb(v_done);
END;
$$;
