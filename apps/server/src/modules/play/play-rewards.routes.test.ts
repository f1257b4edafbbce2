import { api, type PromoCard, type VipInfo } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import { failure, resultData } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { inviteRulesSetting } from '../invite/index.js';
import { bindPhone, infoOf, invitee, inviter, statusOf } from '../invite/testkit.js';
import { readSetting } from '../settings/index.js';
import { vipLevelsSetting } from '../vip/index.js';
import { fund, sessionOf, vipInfo } from '../vip/testkit.js';
import { betBody, fundedPlayer, type Player, walletCall } from '../wallet-api/testkit.js';

/**
 * The play-money edition's rewards are about coins and play (issue 33): sign-up tasks that can
 * be done with coins, VIP levels by valid bets, friends who count by playing, and no text,
 * promotion, banner or FAQ answer that promises deposits or withdrawals. Both markets.
 */

const playId = useTestApp({ EDITION: 'play' });
const playIn = useTestApp({ EDITION: 'play', MARKET: 'IN' });
const real = useTestApp();

const MONEY_WORDS = /deposit|withdraw|\bUTR\b|setor|tarik|penarikan|rekening|bank/i;
const currencyOf = (t: TestApp) => (t.config.market === 'IN' ? 'INR' : 'IDR');

/** One accepted bet of `stake` through the seamless wallet (all of it is a valid bet). */
async function bet(t: TestApp, p: Player, token: string, stake: number): Promise<void> {
  const body = betBody(p, token, stake, { currency: currencyOf(t) });
  expect((await walletCall(t, 'transaction/bet', body)).status).toBe('RS_OK');
}

interface SignupView {
  state: string;
  reward: number;
  rules: string;
  tasks: Array<{ kind: string; target: number; current: number; doneAt: string | null }>;
}

describe.each([
  ['ID', () => playId],
  ['IN', () => playIn],
])('the sign-up bonus in the play edition (%s)', (_market, app) => {
  it('asks only tasks done with coins, counts them and pays coins on the claim', async () => {
    const t = app();
    const p = await fundedPlayer(t, 100_000_000);
    const info = resultData<SignupView>(await t.call(api.signupInfo, {}, { sign: p.sign }));
    expect(info.tasks.map((x) => x.kind)).toEqual(['bind_phone', 'play_rounds', 'valid_bet']);
    const validBet = info.tasks.find((x) => x.kind === 'valid_bet');
    expect(validBet?.target).toBeGreaterThan(0);
    for (const locale of ['en', 'id'] as const) {
      const text = resultData<SignupView>(
        await t.call(api.signupInfo, {}, { sign: p.sign, locale }),
      ).rules;
      expect(text).toMatch(/coins|koin/);
      expect(text).not.toMatch(MONEY_WORDS);
    }
    const claimEarly = await t.call(api.signupClaim, {}, { sign: p.sign });
    expect(failure(claimEarly).state).toBe('400');

    // Ten rounds whose stakes add up to the valid bets asked: both tasks tick.
    const token = await sessionOf(t, p);
    const stake = Math.ceil((validBet?.target ?? 0) / 10);
    for (let i = 0; i < 10; i++) await bet(t, p, token, stake);
    const played = resultData<SignupView>(await t.call(api.signupInfo, {}, { sign: p.sign }));
    expect(played.tasks.filter((x) => x.doneAt).map((x) => x.kind)).toEqual([
      'play_rounds',
      'valid_bet',
    ]);
    expect(played.state).toBe('open');

    await bindPhone(t, p);
    const done = resultData<SignupView>(await t.call(api.signupInfo, {}, { sign: p.sign }));
    expect(done.state).toBe('claimable');
    const claimed = resultData<{ amount: number; balance: number }>(
      await t.call(api.signupClaim, {}, { sign: p.sign }),
    );
    expect(claimed.amount).toBe(done.reward);
    expect(claimed.balance).toBe(100_000_000 - 10 * stake + done.reward);
  });

  it('shows the valid bets so far while the task is open, capped at its target', async () => {
    const t = app();
    const p = await fundedPlayer(t, 100_000_000);
    const token = await sessionOf(t, p);
    await bet(t, p, token, 100);
    const info = resultData<SignupView>(await t.call(api.signupInfo, {}, { sign: p.sign }));
    expect(info.tasks.find((x) => x.kind === 'valid_bet')).toMatchObject({
      current: 100,
      doneAt: null,
    });
  });
});

describe.each([
  ['ID', () => playId],
  ['IN', () => playIn],
])('VIP levels in the play edition (%s)', (_market, app) => {
  it('ask valid bets in coins only, and VIP 1 is reached by playing', async () => {
    const t = app();
    const { levels } = await readSetting(t.deps.db, t.deps.market.code, vipLevelsSetting);
    expect(levels.every((l) => l.deposit === 0)).toBe(true);
    const one = levels[1];
    if (!one) throw new Error('no VIP 1');
    expect(one.validBet).toBeGreaterThan(0);

    const p = await fundedPlayer(t, 0);
    await fund(t, p, one.validBet * 2);
    const token = await sessionOf(t, p);
    await bet(t, p, token, one.validBet - 100);
    const before = await vipInfo(t, p);
    expect(before.currentVipConfig.level).toBe(0);
    expect(before.next).toMatchObject({ level: 1, deposit: 0, validBetNeeded: 100 });
    await bet(t, p, token, 100);
    const after: VipInfo = await vipInfo(t, p);
    expect(after.currentVipConfig.level).toBe(1);
    expect(after.totals).toEqual({ deposit: 0, validBet: one.validBet });
    expect(after.history.map((h) => h.level)).toEqual([1]);
    expect(after.history[0]?.reward).toBe(one.reward);
  });
});

it('keeps deposits in the real edition’s VIP ladder', async () => {
  const { levels } = await readSetting(real.deps.db, real.deps.market.code, vipLevelsSetting);
  expect(levels[1]?.deposit).toBeGreaterThan(0);
});

describe.each([
  ['ID', () => playId],
  ['IN', () => playIn],
])('invitations in the play edition (%s)', (_market, app) => {
  it('count a friend who plays the valid bets asked, never a deposit', async () => {
    const t = app();
    const rules = await readSetting(t.deps.db, t.deps.market.code, inviteRulesSetting);
    const host = await inviter(t);
    const info = await infoOf(t, host.sign);
    expect(info.programme).toMatchObject({ minDeposit: 0, minValidBet: rules.playMinValidBet });

    const friend = await invitee(t, host.code);
    await fund(t, friend, rules.playMinValidBet * 2);
    await bindPhone(t, friend);
    const token = await sessionOf(t, friend);
    await bet(t, friend, token, rules.playMinValidBet - 100);
    expect(await statusOf(t, friend)).toBe('under_review');
    await bet(t, friend, token, 100);
    expect(await statusOf(t, friend)).toBe('pass');
    expect((await infoOf(t, host.sign)).totals.validInvitees).toBe(1);
  });

  it('wait for the phone when the rule asks for one, then count at the binding', async () => {
    const t = app();
    const rules = await readSetting(t.deps.db, t.deps.market.code, inviteRulesSetting);
    expect(rules.needsPhone).toBe(true);
    const host = await inviter(t);
    const friend = await invitee(t, host.code);
    await fund(t, friend, rules.playMinValidBet);
    await bet(t, friend, await sessionOf(t, friend), rules.playMinValidBet);
    expect(await statusOf(t, friend)).toBe('under_review');
    await bindPhone(t, friend);
    expect(await statusOf(t, friend)).toBe('pass');
  });
});

it('tells the real edition’s inviter about deposits, not valid bets', async () => {
  const host = await inviter(real);
  const info = await infoOf(real, host.sign);
  expect(info.programme).toMatchObject({ minValidBet: 0 });
  expect((info.programme as unknown as { minDeposit: number }).minDeposit).toBeGreaterThan(0);
});

describe.each([
  ['ID', () => playId],
  ['IN', () => playIn],
])('what the play edition shows (%s)', (_market, app) => {
  it('lists no promotion that needs money, and every text is about coins', async () => {
    const t = app();
    const p = await fundedPlayer(t, 0);
    for (const locale of ['en', 'id'] as const) {
      const { list } = resultData<{ list: PromoCard[] }>(
        await t.call(api.promoList, {}, { sign: p.sign, locale }),
      );
      expect(list.length).toBeGreaterThan(0);
      expect(list.map((c) => c.kind)).not.toContain('rebate');
      expect(list.map((c) => c.kind)).not.toContain('first_deposit');
      for (const c of list) {
        expect(`${c.title} ${c.summary} ${c.my?.text ?? ''}`, c.kind).not.toMatch(MONEY_WORDS);
      }
    }
  });

  it('has banners that open pages of this edition and a FAQ about coins and play', async () => {
    const t = app();
    for (const locale of ['en', 'id'] as const) {
      const banners = resultData<Array<{ title: string; link: string }>>(
        await t.call(api.bannerList, {}, { locale }),
      );
      expect(banners.length).toBeGreaterThan(0);
      for (const b of banners) {
        expect(b.link).not.toMatch(/\/pages\/wallet\//);
        expect(b.title).not.toMatch(MONEY_WORDS);
      }
      const faq = resultData<{
        topics: Array<{ title: string; questions: Array<{ id: number; question: string }> }>;
      }>(await t.call(api.faqList, {}, { locale }));
      expect(faq.topics.length).toBeGreaterThan(0);
      for (const topic of faq.topics) {
        expect(topic.title).not.toMatch(MONEY_WORDS);
        for (const q of topic.questions) {
          const a = resultData<{ question: string; answer: string }>(
            await t.call(api.faqInfo, { id: q.id }, { locale }),
          );
          expect(`${a.question} ${a.answer}`).not.toMatch(MONEY_WORDS);
        }
      }
      expect(JSON.stringify(faq)).toMatch(/coins|koin/i);
    }
  });
});

it('keeps the real edition’s withdraw banner and deposit FAQ', async () => {
  const banners = resultData<Array<{ link: string }>>(await real.call(api.bannerList, {}));
  expect(banners.map((b) => b.link)).toContain('/pages/wallet/Withdraw');
  const faq = resultData<{ topics: Array<{ title: string }> }>(await real.call(api.faqList, {}));
  expect(faq.topics.map((x) => x.title)).toContain('Deposits');
});
