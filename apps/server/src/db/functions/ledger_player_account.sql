-- A player's ledger account, created on first use.
CREATE OR REPLACE FUNCTION ledger_player_account(p_user bigint, p_kind text, p_currency text)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT id INTO v_id FROM ledger_accounts
   WHERE owner_type = 'player' AND user_id = p_user AND kind = p_kind AND currency = p_currency;
  IF FOUND THEN
    RETURN v_id;
  END IF;
  INSERT INTO ledger_accounts (owner_type, user_id, kind, currency)
  VALUES ('player', p_user, p_kind, p_currency)
  ON CONFLICT DO NOTHING RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    SELECT id INTO v_id FROM ledger_accounts
     WHERE owner_type = 'player' AND user_id = p_user AND kind = p_kind AND currency = p_currency;
  END IF;
  RETURN v_id;
END;
$$;
