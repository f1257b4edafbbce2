-- The house provider's bet: the wallet's bet and the round's nonce in one statement, so a
-- refused bet uses no nonce and two rounds never share one. "extra" is the seed pair, with
-- the nonce this round uses. The 11-argument form counts the whole stake (kept for the wallet
-- benchmark); the 12-argument form counts p_at_risk, the round's stake at risk.
CREATE OR REPLACE FUNCTION house_bet(
  p_provider text, p_tx text, p_request text, p_token_hash text, p_user text, p_currency text,
  p_amount bigint, p_game text, p_round text, p_fingerprint text, p_now timestamptz
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v jsonb;
  v_seed game_seeds;
BEGIN
  v := wallet_bet(p_provider, p_tx, p_request, p_token_hash, p_user, p_currency, p_amount,
                  p_game, p_round, p_fingerprint, p_now);
  IF v->>'status' <> 'RS_OK' THEN
    RETURN v;
  END IF;
  UPDATE game_seeds SET nonce = nonce + 1
   WHERE user_id = (v->>'userId')::bigint AND active
  RETURNING * INTO v_seed;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no active seed pair for user %', v->>'userId';
  END IF;
  v_seed.nonce := v_seed.nonce - 1;
  RETURN v || jsonb_build_object('extra', to_jsonb(v_seed));
END;
$$;
--> statement-breakpoint
-- The house games' bet: the round's at-risk stake is the wagering it counts.
CREATE OR REPLACE FUNCTION house_bet(
  p_provider text, p_tx text, p_request text, p_token_hash text, p_user text, p_currency text,
  p_amount bigint, p_game text, p_round text, p_fingerprint text, p_now timestamptz,
  p_at_risk bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v jsonb;
  v_seed game_seeds;
BEGIN
  v := wallet_bet(p_provider, p_tx, p_request, p_token_hash, p_user, p_currency, p_amount,
                  p_game, p_round, p_fingerprint, p_now, p_at_risk);
  IF v->>'status' <> 'RS_OK' THEN
    RETURN v;
  END IF;
  UPDATE game_seeds SET nonce = nonce + 1
   WHERE user_id = (v->>'userId')::bigint AND active
  RETURNING * INTO v_seed;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no active seed pair for user %', v->>'userId';
  END IF;
  v_seed.nonce := v_seed.nonce - 1;
  RETURN v || jsonb_build_object('extra', to_jsonb(v_seed));
END;
$$;
