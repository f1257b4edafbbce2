import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { rawRows } from '../../db/client.js';
import { refreshReports, SETTLE_MS } from './rollup.js';

/**
 * The job's steady run adds only the movements since the day's watermark (rollup.ts addSince).
 * A movement that commits late looks, to every run after its commit, like a row with an earlier
 * id and an earlier `created_at` than rows already summed: made so here (an id taken from the
 * sequence first, the row written after others were summed, stamped with the earlier time).
 * Each is summed exactly once, however many runs follow or race, and the figures stay equal
 * to the ledger's own sums.
 */
let t: TestApp;
let player = 0;
let game = 0;
let cash = 0;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.deps.db;
  const currency = t.deps.market.currencyCode;
  const [u] = await rawRows<{ id: number }>(
    db,
    sql`insert into users (uid, nickname, invite_code, signup_channel, is_guest)
        values ('late1', 'Late', 'LATE1', 'guest', true) returning id`,
  );
  player = Number(u?.id);
  await db.execute(sql`insert into ledger_accounts (owner_type, kind, currency)
                       values ('house', 'game', ${currency}) on conflict do nothing`);
  const [g] = await rawRows<{ id: number }>(
    db,
    sql`select id from ledger_accounts where owner_type = 'house' and kind = 'game'
          and currency = ${currency}`,
  );
  game = Number(g?.id);
  const [c] = await rawRows<{ id: number }>(
    db,
    sql`insert into ledger_accounts (owner_type, user_id, kind, currency, balance)
        values ('player', ${player}, 'cash', ${currency}, 0) returning id`,
  );
  cash = Number(c?.id);
}, 180_000);
afterAll(() => t?.close());

/** A bet of `amount` written as the ledger writes one: the movement and its two postings. */
async function bet(amount: number, at?: { id: number; createdAt: string }) {
  const key = `late-bet:${Math.random()}`;
  const [row] = await rawRows<{ id: number }>(
    t.deps.db,
    at
      ? sql`insert into ledger_transactions (id, idempotency_key, type, user_id, reference, fingerprint, memo, created_at)
            values (${at.id}, ${key}, 'bet', ${player}, 'late:1', 'test', '{"game":"g1"}', ${at.createdAt}::timestamptz)
            returning id`
      : sql`insert into ledger_transactions (idempotency_key, type, user_id, reference, fingerprint, memo)
            values (${key}, 'bet', ${player}, 'late:1', 'test', '{"game":"g1"}') returning id`,
  );
  await t.deps.db.execute(sql`
    insert into ledger_postings (transaction_id, account_id, amount)
    values (${row?.id}, ${game}, ${amount}), (${row?.id}, ${cash}, ${-amount})`);
}

/** The player's stakes as the report keeps them and as the ledger has them. */
async function stakes() {
  const [r] = await rawRows<{ house: string; player: string; count: number; ledger: string }>(
    t.deps.db,
    sql`select (select coalesce(sum(amount), 0) from report_house_days
                 where type = 'bet' and account = 'game')::text as house,
               (select coalesce(sum(bets), 0) from report_player_days where user_id = ${player})::text as player,
               (select coalesce(sum(bet_count), 0) from report_player_days where user_id = ${player})::int as count,
               (select coalesce(sum(p.amount), 0) from ledger_postings p
                  join ledger_transactions x on x.id = p.transaction_id
                 where p.account_id = ${game} and x.type = 'bet')::text as ledger`,
  );
  return {
    house: Number(r?.house),
    player: Number(r?.player),
    count: Number(r?.count),
    ledger: Number(r?.ledger),
  };
}

const run = () => refreshReports(t.deps.db, 'ID', t.deps.now());

describe('the steady run adds only what is new', () => {
  it('sums a movement that commits late with an earlier id and time once, through racing runs', async () => {
    await run(); // today summed whole: the day gets its watermark
    await bet(1_000);
    await run(); // added since the watermark
    expect(await stakes()).toMatchObject({ house: 1_000, player: 1_000, count: 1 });

    // A movement that took its id and its time, then did not commit while others did.
    const [late] = await rawRows<{ id: number; at: string }>(
      t.deps.db,
      sql`select nextval('ledger_transactions_id_seq')::int as id,
                 (now() - interval '1 second')::text as at`,
    );
    await bet(20_000);
    await run();
    expect((await stakes()).house).toBe(21_000);
    // It commits now: earlier id and time than the 20,000 already summed.
    await bet(300_000, { id: Number(late?.id), createdAt: String(late?.at) });
    await Promise.all([run(), run(), run(), run()]);
    await run();
    const s = await stakes();
    expect(s).toEqual({ house: 321_000, player: 321_000, count: 3, ledger: 321_000 });
  });

  it('keeps a record of only the last minutes and moves the watermark with the clock', async () => {
    const [state] = await rawRows<{ behind: number; recent: number; oldest: number | null }>(
      t.deps.db,
      sql`select (extract(epoch from now() - max(settled_before)) * 1000)::float8 as behind,
                 (select count(*) from report_recent_movements)::int as recent,
                 (select extract(epoch from now() - min(created_at)) * 1000
                    from report_recent_movements)::float8 as oldest
            from report_refreshes where not final`,
    );
    // The watermark is SETTLE_MS behind the database's clock (or at the day's start, the
    // records then holding the whole day so far), and no record is older than it.
    expect(Number(state?.behind)).toBeGreaterThanOrEqual(SETTLE_MS - 1);
    expect(Number(state?.recent)).toBeGreaterThanOrEqual(3);
    expect(Number(state?.oldest)).toBeLessThanOrEqual(Number(state?.behind) + 1);
  });
});
