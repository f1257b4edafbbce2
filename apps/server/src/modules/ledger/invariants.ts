import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client.js';

/** Movement types that credit an outside reference; each reference may be credited once. */
const CREDIT_ONCE_TYPES = ['deposit', 'withdrawal_refund', 'withdrawal_settled'];

/**
 * The ledger's invariants, checked from the rows themselves. Every test that moves money
 * runs this afterwards; operators can run it too (`npm run ops -- ledger check`).
 * Returns the violations found (empty when all hold).
 */
export async function checkLedgerInvariants(db: DbOrTx): Promise<string[]> {
  const problems: string[] = [];

  const drift = await rawRows<{ id: string; balance: string; total: string }>(
    db,
    sql`select a.id, a.balance, coalesce(sum(p.amount), 0) as total
        from ledger_accounts a left join ledger_postings p on p.account_id = a.id
        where a.owner_type = 'player'
        group by a.id, a.balance
        having a.balance <> coalesce(sum(p.amount), 0)`,
  );
  for (const r of drift) {
    problems.push(`account ${r.id}: balance ${r.balance} but postings sum to ${r.total}`);
  }

  const unbalanced = await rawRows<{ id: string; total: string }>(
    db,
    sql`select transaction_id as id, sum(amount) as total from ledger_postings
        group by transaction_id having sum(amount) <> 0`,
  );
  for (const r of unbalanced) problems.push(`transaction ${r.id}: postings sum to ${r.total}`);

  const [all] = await rawRows<{ total: string }>(
    db,
    sql`select coalesce(sum(amount), 0) as total from ledger_postings`,
  );
  if (Number(all?.total ?? 0) !== 0) problems.push(`all postings sum to ${all?.total}`);

  const negative = await rawRows<{ id: string; balance: string }>(
    db,
    sql`select id, balance from ledger_accounts where owner_type = 'player' and balance < 0`,
  );
  for (const r of negative) problems.push(`account ${r.id}: negative balance ${r.balance}`);

  const twice = await rawRows<{ type: string; reference: string; n: string }>(
    db,
    sql`select type, reference, count(*) as n from ledger_transactions
        where reference is not null and type in (${sql.join(
          CREDIT_ONCE_TYPES.map((t) => sql`${t}`),
          sql`, `,
        )})
        group by type, reference having count(*) > 1`,
  );
  for (const r of twice) problems.push(`${r.type} ${r.reference} credited ${r.n} times`);

  return problems;
}
