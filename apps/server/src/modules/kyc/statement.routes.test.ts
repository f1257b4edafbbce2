import {
  api,
  type KycStatus,
  marketPeriod,
  message,
  type StatementFigures,
} from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { failure, otpPlayer, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import type { HouseKind, TxType } from '../ledger/index.js';
import { userIdOf } from '../withdrawals/testkit.js';
import { kycSubmissions } from './schema.js';

/** India: the document is the PAN; and the statement's figures against a scripted history. */
const t = useTestApp({ MARKET: 'IN' });

const good = { fullName: 'Asha Rao', birthday: '1992-03-14', documentNumber: 'ABCPE1234F' };

describe('KYC in India (PAN)', () => {
  it('refuses a malformed or non-personal PAN in en and id, stores nothing; masks a good one', async () => {
    const p = await otpPlayer(t);
    const userId = await userIdOf(t, p.uid);
    for (const documentNumber of ['ABCPE1234', 'ABCDE1234F', '12345ABCDE', 'ABCPE12345']) {
      for (const locale of ['en', 'id'] as const) {
        const res = await t.call(
          api.kycSubmit,
          { ...good, documentNumber, locale },
          { sign: p.sign },
        );
        expect(failure(res).msg).toBe(message('kycPanFormat', locale));
      }
    }
    expect(
      await t.deps.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, userId)),
    ).toEqual([]);
    // Lower case and spaces are what people type: accepted, stored upper-cased and encrypted.
    const ok = resultData<KycStatus>(
      await t.call(api.kycSubmit, { ...good, documentNumber: 'abcpe 1234f' }, { sign: p.sign }),
    );
    expect(ok).toMatchObject({
      state: 'approved',
      documentType: 'PAN',
      submission: { documentMasked: '••••••234F' },
    });
    expect(JSON.stringify(ok)).not.toContain('ABCPE1234F');
  });
});

let seq = 0;
async function move(
  userId: number,
  type: TxType,
  amount: number,
  house: HouseKind = 'game',
): Promise<string> {
  const ref = `stmt-${userId}-${++seq}`;
  await t.deps.ledger.post({
    key: `test:${ref}`,
    type,
    userId,
    reference: ref,
    postings: [
      { account: { userId, kind: 'cash' }, amount },
      { account: { house }, amount: -amount },
    ],
  });
  return ref;
}

describe('statement', () => {
  it('sums deposits, withdrawals, stakes, returns and bonuses of the period only', async () => {
    const p = await otpPlayer(t);
    const userId = await userIdOf(t, p.uid);
    await move(userId, 'deposit', 500_000, 'gateway_clearing');
    await move(userId, 'deposit_bonus', 50_000, 'promotion_expense');
    await move(userId, 'bet', -100_000);
    await move(userId, 'win', 30_000);
    await move(userId, 'bet', -20_000);
    await move(userId, 'bet_refund', 20_000);
    await move(userId, 'withdrawal', -200_000, 'pending_withdrawals');
    await move(userId, 'withdrawal_refund', 50_000, 'pending_withdrawals');
    const now = t.deps.now();
    const month = marketPeriod('IN', now, 'month');
    const today = marketPeriod('IN', now, 'day').key;
    const thisMonth = resultData<StatementFigures>(
      await t.call(api.accountStatement, { from: `${month.key}-01`, to: today }, { sign: p.sign }),
    );
    expect(thisMonth).toMatchObject({
      deposits: 500_000,
      withdrawals: 150_000,
      netDeposits: 350_000,
      stakes: 100_000,
      returns: 30_000,
      gameResult: -70_000,
      bonuses: 50_000,
    });
    // The ledger is append-only (its times are the database's), so the period's edge is shown
    // with the days before today: the same movements are outside a period that ends yesterday.
    const yesterday = marketPeriod('IN', new Date(now.getTime() - 86_400_000), 'day').key;
    const monthAgo = marketPeriod('IN', new Date(now.getTime() - 30 * 86_400_000), 'day').key;
    const before = resultData<StatementFigures>(
      await t.call(api.accountStatement, { from: monthAgo, to: yesterday }, { sign: p.sign }),
    );
    expect(before).toMatchObject({
      deposits: 0,
      withdrawals: 0,
      netDeposits: 0,
      stakes: 0,
      returns: 0,
      gameResult: 0,
      bonuses: 0,
    });
    const onlyToday = resultData<StatementFigures>(
      await t.call(api.accountStatement, { from: today, to: today }, { sign: p.sign }),
    );
    expect(onlyToday).toEqual({ ...thisMonth, from: today });
    // Another player's statement holds none of it.
    const q = await otpPlayer(t);
    const theirs = resultData<StatementFigures>(
      await t.call(api.accountStatement, { from: `${month.key}-01`, to: today }, { sign: q.sign }),
    );
    expect(theirs).toMatchObject({ deposits: 0, stakes: 0, gameResult: 0 });
  });

  it('refuses a period that is reversed, not a day, or longer than a year', async () => {
    const p = await otpPlayer(t);
    for (const [from, to] of [
      ['2026-03-02', '2026-03-01'],
      ['2026-02-30', '2026-03-01'],
      ['2025-01-01', '2026-03-01'],
    ] as const) {
      for (const locale of ['en', 'id'] as const) {
        const res = await t.call(api.accountStatement, { from, to, locale }, { sign: p.sign });
        expect(failure(res).msg).toBe(message('statementPeriod', locale));
      }
    }
    // Exactly one year (366 days in 2024, a leap year) is allowed.
    const res = await t.call(
      api.accountStatement,
      { from: '2024-01-01', to: '2024-12-31' },
      { sign: p.sign },
    );
    expect(res.body.state).toBe('200');
  });
});
