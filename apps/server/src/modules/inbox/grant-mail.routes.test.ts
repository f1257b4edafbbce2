import { api, type MailItem } from '@cardroom/contract';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resultData, uniqueIp } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { player } from '../deposits/testkit.js';
import { createGiftCode, newClaimableGrant } from '../promo/index.js';
import { expectLedgerOk, livePromotion } from '../promo/testkit.js';
import { inboxMessages } from './schema.js';

const t = useTestApp();

type List = { list: MailItem[]; total: number; unread: number };
/** The player's system messages (a new player also has the operator's welcome messages). */
const inbox = async (sign: string, locale: 'en' | 'id' = 'en') =>
  resultData<List>(await t.call(api.mailList, {}, { sign, locale })).list.filter(
    (m) => m.kind === 'system',
  );
const RANKING_RULES = { boards: { day: { prizes: [{ fromRank: 1, toRank: 1, amount: 100 }] } } };
const grantMails = (userId: number) =>
  t.deps.db
    .select()
    .from(inboxMessages)
    .where(and(eq(inboxMessages.userId, userId), like(inboxMessages.eventKey, 'grant:%')));

let n = 0;
describe('bonus and reward messages', () => {
  it('a redeemed gift code sends "bonus credited" with the promotion name and wagering, in en and id', async () => {
    await livePromotion(t, 'gift_code', {}, { wageringMultiple: 3 });
    const c = await createGiftCode(t.deps, 'ID', {
      code: `MAIL${Date.now() % 100_000}X${++n}`,
      amount: 1_000_000,
      maxUses: 10,
      expiresAt: null,
    });
    const p = await player(t);
    resultData(
      await t.call(api.giftCodeRedeem, { code: c.code }, { sign: p.sign, ip: uniqueIp() }),
    );
    const [en] = await inbox(p.sign, 'en');
    expect(en).toMatchObject({
      kind: 'system',
      title: 'Bonus credited: Rp 10,000',
      link: '/pages/account/BalanceRecords/BalanceRecords',
    });
    expect(en?.body).toBe(
      'Rp 10,000 from "gift_code title" has been added to your balance. Before you withdraw it, place valid bets of Rp 30,000 in total.',
    );
    const [id] = await inbox(p.sign, 'id');
    expect(id?.title).toBe('Bonus dikreditkan: Rp 10.000');
    expect(id?.body).toContain('"gift_code judul"');
    expect(id?.body).toContain('Rp 30.000');
    await expectLedgerOk(t);
  });

  it('a bonus without wagering says nothing about bets', async () => {
    await livePromotion(t, 'gift_code', {}, { wageringMultiple: 0 });
    const c = await createGiftCode(t.deps, 'ID', {
      code: `MAIL${Date.now() % 100_000}X${++n}`,
      amount: 500_000,
      maxUses: 10,
      expiresAt: null,
    });
    const p = await player(t);
    resultData(
      await t.call(api.giftCodeRedeem, { code: c.code }, { sign: p.sign, ip: uniqueIp() }),
    );
    const [m] = await inbox(p.sign);
    expect(m?.title).toBe('Bonus credited: Rp 5,000');
    expect(m?.body).not.toContain('bets');
  });

  it('a ranking prize sends "reward paid" once, even when 50 claims race', async () => {
    const promotion = await livePromotion(t, 'ranking', RANKING_RULES);
    const p = await player(t);
    const grant = await t.deps.db.transaction((tx) =>
      newClaimableGrant(tx, {
        promotion,
        userId: p.userId,
        period: 'test-week',
        amount: 2_000_000,
        now: t.deps.now(),
      }),
    );
    if (!grant) throw new Error('no grant');
    await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call(api.promoClaim, { grantId: String(grant.id) }, { sign: p.sign }),
      ),
    );
    expect(await grantMails(p.userId)).toHaveLength(1);
    const [en] = await inbox(p.sign, 'en');
    expect(en?.title).toBe('Reward paid: Rp 20,000');
    expect(en?.body).toContain('"ranking title"');
    const [id] = await inbox(p.sign, 'id');
    expect(id?.title).toBe('Hadiah dibayar: Rp 20.000');
    await expectLedgerOk(t);
  });

  it('a refused credit (budget spent) sends nothing', async () => {
    const promotion = await livePromotion(t, 'ranking', RANKING_RULES, { budget: 100 });
    const p = await player(t);
    const grant = await t.deps.db.transaction((tx) =>
      newClaimableGrant(tx, {
        promotion,
        userId: p.userId,
        period: 'test-week',
        amount: 2_000_000,
        now: t.deps.now(),
      }),
    );
    if (!grant) throw new Error('no grant');
    await t.call(api.promoClaim, { grantId: String(grant.id) }, { sign: p.sign });
    expect(await grantMails(p.userId)).toHaveLength(0);
  });
});
