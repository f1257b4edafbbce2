-- Every transaction's postings sum to zero, checked when the database transaction commits
-- (the deferred constraint trigger ledger_postings_balanced, migration ledger_guards).
CREATE OR REPLACE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO total FROM ledger_postings WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (sum %)', NEW.transaction_id, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
