-- A house-game round in one wallet operation (issue 15): the bet placed settled (its row says
-- what it won), the nonce (house_bet's UPDATE), the win's money and row, the round's record.
-- The server deals the round before the statement, from the seed pair it read; the statement
-- raises CR412 when the nonce is not the one dealt (another round took it, or the pair was
-- rotated or its client seed changed): the whole operation is undone and the server deals
-- again. A refused bet returns before the nonce is taken, as in house_bet.
CREATE OR REPLACE FUNCTION house_round(
  p_provider text, p_tx text, p_request text, p_token_hash text, p_user text, p_currency text,
  p_amount bigint, p_game text, p_round text, p_fingerprint text, p_now timestamptz,
  p_win_tx text, p_win_request text, p_payout bigint, p_win_fingerprint text,
  p_at_risk bigint, p_seed_id bigint, p_nonce int, p_client_seed text,
  p_cards text, p_outcome jsonb, p_bets jsonb
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v jsonb;
  w jsonb;
  v_user bigint;
  v_seed game_seeds;
  v_round game_rounds;
BEGIN
  v := wallet_bet(p_provider, p_tx, p_request, p_token_hash, p_user, p_currency, p_amount,
                  p_game, p_round, p_fingerprint, p_now, p_at_risk, p_payout);
  IF v->>'status' <> 'RS_OK' THEN
    RETURN v;
  END IF;
  v_user := (v->>'userId')::bigint;
  UPDATE game_seeds SET nonce = nonce + 1 WHERE user_id = v_user AND active
  RETURNING * INTO v_seed;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no active seed pair for user %', v_user;
  END IF;
  v_seed.nonce := v_seed.nonce - 1;
  IF v_seed.id <> p_seed_id OR v_seed.nonce <> p_nonce OR v_seed.client_seed <> p_client_seed THEN
    RAISE EXCEPTION 'round dealt for seed pair % nonce %, the next is % nonce %',
      p_seed_id, p_nonce, v_seed.id, v_seed.nonce USING ERRCODE = 'CR412';
  END IF;
  w := wallet_win_record(p_provider, p_win_tx, p_win_request, v_user, p_user, p_currency,
                         p_payout, p_game, p_round, p_tx, p_win_fingerprint, p_now);
  INSERT INTO game_rounds (user_id, game_code, seed_id, nonce, bet_uuid, cards, outcome, bets,
    stake, payout, created_at)
  VALUES (v_user, p_game, p_seed_id, p_nonce, p_tx, p_cards, p_outcome, p_bets, p_amount,
    p_payout, p_now)
  RETURNING * INTO v_round;
  RETURN jsonb_build_object('status', 'RS_OK', 'userId', v_user, 'counted', v->'counted',
    'balance', w->'balance',
    'extra', jsonb_build_object('seed', to_jsonb(v_seed), 'round', to_jsonb(v_round)));
END;
$$;
