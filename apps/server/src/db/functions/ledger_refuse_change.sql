-- Ledger rows are append-only: a correction is a new transaction, never an edit (the
-- triggers on ledger_transactions and ledger_postings, migration ledger_guards).
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only (% on %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
