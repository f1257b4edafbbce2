-- The audit log is append-only, like the ledger: a mistaken entry is followed by another, never
-- edited (triggers audit_log_append_only and audit_log_no_truncate, migration operators).
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log rows are append-only (% on %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
