import { api } from '@cardroom/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeData, registeredPlayer, resultData, uniqueIp } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { broadcast, SYSTEM_MAIL, sendSystemMail, sendToPlayer } from '../inbox/index.js';
import { creditGrant, newClaimableGrant, promoGrants, promotions } from '../promo/index.js';
import { userIdOf } from '../withdrawals/testkit.js';

/** What a break stops besides sign-in: promotions and the operator's marketing in the inbox. */
const t = useTestApp();

const DAY = 24 * 3_600_000;
const mail = (name: string) => ({
  title: { en: name, id: name },
  body: { en: `${name} body`, id: `${name} isi` },
  link: '',
});

async function signInAgain(p: { mobile: string; password: string }) {
  return codeData(
    await t.call(api.ssoLogin, { mobile: p.mobile, password: p.password }, { ip: uniqueIp() }),
  );
}

describe('during a break', () => {
  it('hides operator messages sent during it, before and after; system mail still arrives', async () => {
    const p = await registeredPlayer(t);
    const userId = await userIdOf(t, p.uid);
    await broadcast(t.deps, { ...mail('before'), segment: {}, by: 'test' });
    resultData(await t.call(api.breakStart, { period: '24h', confirm: true }, { sign: p.sign }));
    t.advance(60_000);
    await broadcast(t.deps, { ...mail('during-broadcast'), segment: {}, by: 'test' });
    await sendToPlayer(t.deps, p.uid, mail('during-direct'));
    await t.deps.db.transaction((tx) =>
      sendSystemMail(t.deps, tx, {
        userId,
        eventKey: `test-paid-${userId}`,
        key: SYSTEM_MAIL.withdrawalPaid,
        params: { amount: 'Rp 30.000', orderNo: 'W1' },
        link: '',
      }),
    );
    t.advance(DAY);
    await broadcast(t.deps, { ...mail('after'), segment: {}, by: 'test' });
    const back = await signInAgain(p);
    const box = resultData<{ list: Array<{ title: string }>; unread: number }>(
      await t.call(api.mailList, {}, { sign: back.sign }),
    );
    const titles = box.list.map((m) => m.title);
    expect(titles).toContain('before');
    expect(titles).toContain('after');
    expect(titles).toContain('Withdrawal paid');
    expect(titles).not.toContain('during-broadcast');
    expect(titles).not.toContain('during-direct');
    expect(box.unread).toBe(box.list.length);
  });

  it('refuses a claim and cancels a payout; after the break a grant credits again', async () => {
    const p = await registeredPlayer(t);
    const userId = await userIdOf(t, p.uid);
    const [promotion] = await t.deps.db
      .select()
      .from(promotions)
      .where(and(eq(promotions.market, t.config.market), eq(promotions.status, 'live')))
      .limit(1);
    if (!promotion) throw new Error('no live promotion seeded');
    const grantFor = (period: string) =>
      t.deps.db.transaction(async (tx) => {
        const g = await newClaimableGrant(tx, {
          promotion,
          userId,
          period,
          amount: 1_000,
          now: t.deps.now(),
        });
        if (!g) throw new Error('grant not made');
        return g;
      });
    const cash = () => t.deps.ledger.balance(t.deps.db, userId, 'cash');
    const cashBefore = await cash();
    const claimed = await grantFor(`break-claim-${userId}`);
    const paid = await grantFor(`break-payout-${userId}`);
    resultData(await t.call(api.breakStart, { period: '24h', confirm: true }, { sign: p.sign }));
    await expect(
      t.deps.db.transaction((tx) =>
        creditGrant(t.deps, tx, { grantId: claimed.id, userId, onBudgetSpent: 'refuse' }),
      ),
    ).rejects.toMatchObject({ key: 'breakNoPromotions' });
    const cancelled = await t.deps.db.transaction((tx) =>
      creditGrant(t.deps, tx, { grantId: paid.id, userId, onBudgetSpent: 'cancel' }),
    );
    expect(cancelled).toBeNull();
    const states = await t.deps.db
      .select({ id: promoGrants.id, state: promoGrants.state })
      .from(promoGrants)
      .where(eq(promoGrants.userId, userId));
    expect(states.find((g) => g.id === claimed.id)?.state).toBe('claimable');
    expect(states.find((g) => g.id === paid.id)?.state).toBe('cancelled');
    expect(await cash()).toBe(cashBefore);

    t.advance(DAY + 60_000);
    const credited = await t.deps.db.transaction((tx) =>
      creditGrant(t.deps, tx, { grantId: claimed.id, userId, onBudgetSpent: 'refuse' }),
    );
    expect(credited?.balance).toBe(cashBefore + 1_000);
  });
});
