-- The house provider's win: the wallet's win and the round record in one statement.
CREATE OR REPLACE FUNCTION house_win(
  p_provider text, p_tx text, p_request text, p_user text, p_currency text, p_amount bigint,
  p_game text, p_round text, p_bet_tx text, p_fingerprint text, p_now timestamptz,
  p_seed_id bigint, p_nonce int, p_cards text, p_outcome jsonb, p_bets jsonb, p_stake bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v jsonb;
  v_round game_rounds;
BEGIN
  v := wallet_win(p_provider, p_tx, p_request, p_user, p_currency, p_amount, p_game, p_round,
                  p_bet_tx, p_fingerprint, p_now);
  IF v->>'status' <> 'RS_OK' THEN
    RETURN v;
  END IF;
  INSERT INTO game_rounds (user_id, game_code, seed_id, nonce, bet_uuid, cards, outcome, bets,
    stake, payout, created_at)
  VALUES ((v->>'userId')::bigint, p_game, p_seed_id, p_nonce, p_bet_tx, p_cards, p_outcome,
    p_bets, p_stake, p_amount, p_now)
  RETURNING * INTO v_round;
  RETURN v || jsonb_build_object('extra', to_jsonb(v_round));
END;
$$;
