-- A house-game round in one wallet operation (issue 15): the bet, its nonce, the win and the
-- round's record in one statement and one commit, where house_bet and house_win took two
-- (docs/SCALING.md: below saturation a wallet statement costs PostgreSQL about 0.5-0.7 ms of
-- CPU whatever it carries). The server deals the round before the statement, from the seed
-- pair it read; the statement takes the nonce as house_bet always did and raises CR412 when it
-- is not the one dealt (another round of the player's took it, or the pair was rotated or its
-- client seed changed): the whole operation is undone and the server deals again. A refused
-- bet returns or raises before the nonce is taken, as in house_bet. The win cannot be refused
-- after its bet was placed in the same statement; if it were, the bet is undone with it.
--
-- Arguments: wallet_bet's eleven, the win's four (its transaction and request ids, the payout,
-- its replay fingerprint), then the house's own: the stake at risk (house_bet's twelfth), the
-- deal (seed pair id, nonce, client seed) and the round's record (cards, outcome, settled bets).
CREATE FUNCTION house_round(
  p_provider text, p_tx text, p_request text, p_token_hash text, p_user text, p_currency text,
  p_amount bigint, p_game text, p_round text, p_fingerprint text, p_now timestamptz,
  p_win_tx text, p_win_request text, p_payout bigint, p_win_fingerprint text,
  p_at_risk bigint, p_seed_id bigint, p_nonce int, p_client_seed text,
  p_cards text, p_outcome jsonb, p_bets jsonb
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v jsonb;
  w jsonb;
BEGIN
  v := house_bet(p_provider, p_tx, p_request, p_token_hash, p_user, p_currency, p_amount,
                 p_game, p_round, p_fingerprint, p_now, p_at_risk);
  IF v->>'status' <> 'RS_OK' THEN
    RETURN v;
  END IF;
  IF (v->'extra'->>'id')::bigint <> p_seed_id OR (v->'extra'->>'nonce')::int <> p_nonce
     OR v->'extra'->>'client_seed' <> p_client_seed THEN
    RAISE EXCEPTION 'round dealt for seed pair % nonce %, the next is % nonce %',
      p_seed_id, p_nonce, v->'extra'->>'id', v->'extra'->>'nonce' USING ERRCODE = 'CR412';
  END IF;
  w := house_win(p_provider, p_win_tx, p_win_request, p_user, p_currency, p_payout, p_game,
                 p_round, p_tx, p_win_fingerprint, p_now, p_seed_id, p_nonce, p_cards, p_outcome,
                 p_bets, p_amount);
  IF w->>'status' <> 'RS_OK' THEN
    RAISE EXCEPTION 'house round %: the win was refused (%)', p_tx, w->>'status';
  END IF;
  RETURN jsonb_build_object('status', 'RS_OK', 'userId', v->'userId', 'counted', v->'counted',
    'balance', w->'balance', 'extra', jsonb_build_object('seed', v->'extra', 'round', w->'extra'));
END;
$$;
--> statement-breakpoint
-- wallet_op of 0027 with house_round: still only the wallet's own functions, each with its
-- own argument types.
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
