-- A live table's bet (issue 39; modules/live/bets.ts): refused whole unless the round takes
-- bets, checked against the round's limits per player per round, then the wallet's bet. The
-- round is found here by its table and number (the call's own words), not by the instance
-- beforehand: one statement less on the busiest path (docs/SCALING.md "Live tables"). Its row
-- is locked FOR SHARE: the dealer's close is an UPDATE of it, so it waits for the bets under
-- way and a bet after it sees the round closed. A round that does not exist raises CR462; one
-- past its window CR460 with the phase as the detail. The limits are the round's own (fixed
-- when it opened), else the table's given. The player's totals on the round are locked FOR
-- UPDATE, so two calls of one player on two instances cannot pass a limit between them (CR461,
-- detail `kind:limit`). What counts as wagering is what this call adds to the stake the
-- player's bets on the round put at risk (opposite spots offset, p_pairs). "extra" is the
-- player's stakes by spot on the round after this bet, and their total.
-- p_session is the player's app session (auth's `sessions`): a bet is refused (CR463) unless it
-- is still open (not revoked, not expired, not a break's withdraw-only one) and its account is
-- not blocked, the same conditions the HTTP router's session read checks. A bet sent on a table
-- socket is checked only here (one statement less per bet: docs/SCALING.md "Live tables"), and
-- a sign-out between the router's read and this statement is seen too. NULL skips the check
-- (an instance of the version before it, during a rolling upgrade).
CREATE OR REPLACE FUNCTION live_bet(
  p_provider text, p_tx text, p_request text, p_token_hash text, p_user text, p_currency text,
  p_amount bigint, p_game text, p_round text, p_fingerprint text, p_now timestamptz,
  p_table_id text, p_number int, p_user_id bigint, p_bets jsonb, p_pairs jsonb,
  p_spot_min bigint, p_spot_max bigint, p_round_min bigint, p_round_max bigint,
  p_session bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_round_id bigint;
  v_limits jsonb;
  v_phase text;
  v_ends timestamptz;
  v_before jsonb;
  v_spots jsonb;
  v_stake bigint;
  v_total bigint;
  v_new bigint;
  v_risk_before bigint := 0;
  v_risk_after bigint := 0;
  v_counted bigint;
  v jsonb;
  e record;
BEGIN
  IF p_session IS NOT NULL AND NOT EXISTS (
       SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = p_session AND s.user_id = p_user_id AND s.revoked_at IS NULL
          AND s.expires_at > now() AND NOT s.withdraw_only AND NOT u.disabled) THEN
    RAISE EXCEPTION 'session % is not open', p_session USING ERRCODE = 'CR463';
  END IF;
  SELECT id, phase, phase_ends_at, limits INTO v_round_id, v_phase, v_ends, v_limits
    FROM live_rounds WHERE table_id = p_table_id AND number = p_number
    FOR SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'live round %/% does not exist', p_table_id, p_number USING ERRCODE = 'CR462';
  END IF;
  IF v_phase <> 'betting' OR v_ends <= p_now THEN
    RAISE EXCEPTION 'live round % takes no bets', v_round_id USING ERRCODE = 'CR460',
      DETAIL = v_phase;
  END IF;
  p_spot_min := coalesce((v_limits->'spot'->>'min')::bigint, p_spot_min);
  p_spot_max := coalesce((v_limits->'spot'->>'max')::bigint, p_spot_max);
  p_round_min := coalesce((v_limits->'round'->>'min')::bigint, p_round_min);
  p_round_max := coalesce((v_limits->'round'->>'max')::bigint, p_round_max);

  INSERT INTO live_players (round_id, user_id, spots, stake)
  VALUES (v_round_id, p_user_id, '{}'::jsonb, 0) ON CONFLICT DO NOTHING;
  SELECT spots, stake INTO v_before, v_stake FROM live_players
   WHERE round_id = v_round_id AND user_id = p_user_id FOR UPDATE;
  v_spots := v_before;
  FOR e IN SELECT b->>'spot' AS spot, sum((b->>'stake')::bigint) AS stake
             FROM jsonb_array_elements(p_bets) b GROUP BY 1 ORDER BY 1 LOOP
    v_new := coalesce((v_spots->>e.spot)::bigint, 0) + e.stake;
    IF v_new < p_spot_min THEN
      RAISE EXCEPTION 'spot below minimum' USING ERRCODE = 'CR461', DETAIL = 'spotMin:' || p_spot_min;
    END IF;
    IF v_new > p_spot_max THEN
      RAISE EXCEPTION 'spot above maximum' USING ERRCODE = 'CR461', DETAIL = 'spotMax:' || p_spot_max;
    END IF;
    v_spots := v_spots || jsonb_build_object(e.spot, v_new);
  END LOOP;
  v_total := v_stake + p_amount;
  IF v_total < p_round_min THEN
    RAISE EXCEPTION 'round below minimum' USING ERRCODE = 'CR461', DETAIL = 'roundMin:' || p_round_min;
  END IF;
  IF v_total > p_round_max THEN
    RAISE EXCEPTION 'round above maximum' USING ERRCODE = 'CR461', DETAIL = 'roundMax:' || p_round_max;
  END IF;

  -- At risk: every stake less twice the matched part of each pair of opposite spots.
  SELECT coalesce(sum(value::bigint), 0) INTO v_risk_before FROM jsonb_each_text(v_before);
  SELECT coalesce(sum(value::bigint), 0) INTO v_risk_after FROM jsonb_each_text(v_spots);
  FOR e IN SELECT p->>0 AS a, p->>1 AS b FROM jsonb_array_elements(p_pairs) p LOOP
    v_risk_before := v_risk_before - 2 * least(coalesce((v_before->>e.a)::bigint, 0),
                                                coalesce((v_before->>e.b)::bigint, 0));
    v_risk_after := v_risk_after - 2 * least(coalesce((v_spots->>e.a)::bigint, 0),
                                              coalesce((v_spots->>e.b)::bigint, 0));
  END LOOP;
  v_counted := greatest(0, least(p_amount, v_risk_after - v_risk_before));

  v := wallet_bet(p_provider, p_tx, p_request, p_token_hash, p_user, p_currency, p_amount,
                  p_game, p_round, p_fingerprint, p_now, v_counted);
  IF v->>'status' <> 'RS_OK' THEN
    RETURN v;
  END IF;
  IF (v->>'userId')::bigint <> p_user_id THEN
    RAISE EXCEPTION 'live bet for user % on a session of user %', p_user_id, v->>'userId';
  END IF;
  UPDATE live_players SET spots = v_spots, stake = v_total
   WHERE round_id = v_round_id AND user_id = p_user_id;
  INSERT INTO live_bets (round_id, user_id, table_id, uid, tx, bets, stake, created_at)
  VALUES (v_round_id, p_user_id, p_table_id, p_user, p_tx, p_bets, p_amount, p_now);
  RETURN v || jsonb_build_object('extra', jsonb_build_object('spots', v_spots, 'stake', v_total));
END;
$$;
