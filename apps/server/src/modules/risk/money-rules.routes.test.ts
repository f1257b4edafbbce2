import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.js';
import { makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import {
  bet,
  bonus,
  deposit,
  newPlayer,
  riskOfPlayer,
  rulesOf,
  setRiskRules,
  withdrawal,
} from './testkit.js';

/** The money rules on a real database (MARKET=ID: rupiah, defaults in sen). */
const t = useTestApp();
let support: SignedIn;
beforeAll(async () => {
  support = await signInAs(t, await makeOperator(t, 'support'));
});

const RP = 100; // sen per rupiah
const risk = (uid: string) => riskOfPlayer(t, support, uid);

describe('withdraws more than deposited', () => {
  it('flags withdrawals requested or paid over 1.5× the credited deposits, with the figures', async () => {
    const p = await newPlayer(t);
    await deposit(t, p.id, 100_000 * RP);
    await withdrawal(t, p.id, 300_000 * RP, { status: 'success' });
    await withdrawal(t, p.id, 200_000 * RP, { status: 'review' });
    const r = await risk(p.uid);
    expect(r).toMatchObject({ depositsTotal: 100_000 * RP, withdrawalsTotal: 500_000 * RP });
    expect(r.flags).toContainEqual({
      rule: 'withdrawOverDeposit',
      reason: 'Withdrew Rp 500.000 against Rp 100.000 deposited (over 1.5×)',
    });
  });

  it('does not flag a rejected or refunded withdrawal, nor one within the ratio', async () => {
    const p = await newPlayer(t);
    await deposit(t, p.id, 400_000 * RP);
    await withdrawal(t, p.id, 500_000 * RP, { status: 'success' });
    await withdrawal(t, p.id, 900_000 * RP, { status: 'rejected' });
    await withdrawal(t, p.id, 900_000 * RP, { status: 'refunded' });
    const r = await risk(p.uid);
    expect(r.withdrawalsTotal).toBe(500_000 * RP);
    expect(rulesOf(r)).not.toContain('withdrawOverDeposit');
  });

  it('does not flag a small win under the minimum, and is off when the rule is off', async () => {
    const small = await newPlayer(t);
    await withdrawal(t, small.id, 100_000 * RP);
    expect(rulesOf(await risk(small.uid))).toEqual([]);
    const big = await newPlayer(t);
    await withdrawal(t, big.id, 1_000_000 * RP);
    expect(rulesOf(await risk(big.uid))).toContain('withdrawOverDeposit');
    await setRiskRules(t, (r) => ({
      ...r,
      withdrawOverDeposit: { ...r.withdrawOverDeposit, enabled: false },
    }));
    expect(rulesOf(await risk(big.uid))).not.toContain('withdrawOverDeposit');
    await setRiskRules(t, (r) => ({
      ...r,
      withdrawOverDeposit: { ...r.withdrawOverDeposit, enabled: true },
    }));
  });
});

describe('bonus cost high against deposits', () => {
  it('flags bonuses received over half the deposits, above the minimum', async () => {
    const p = await newPlayer(t);
    await deposit(t, p.id, 100_000 * RP);
    await bonus(t, p.id, 60_000 * RP);
    await bonus(t, p.id, 40_000 * RP);
    const r = await risk(p.uid);
    expect(r.bonusTotal).toBe(100_000 * RP);
    expect(r.flags).toContainEqual({
      rule: 'bonusOverDeposit',
      reason: 'Received Rp 100.000 in bonuses against Rp 100.000 deposited (over 0.5×)',
    });
  });

  it('does not flag bonuses within the ratio, nor under the minimum amount', async () => {
    const within = await newPlayer(t);
    await deposit(t, within.id, 1_000_000 * RP);
    await bonus(t, within.id, 100_000 * RP);
    expect(rulesOf(await risk(within.uid))).not.toContain('bonusOverDeposit');
    const small = await newPlayer(t);
    await bonus(t, small.id, 50_000 * RP);
    const r = await risk(small.uid);
    expect(r.bonusTotal).toBe(50_000 * RP);
    expect(rulesOf(r)).not.toContain('bonusOverDeposit');
  });
});

describe('fast deposit, minimal play, withdraw', () => {
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

  it('flags a withdrawal asked soon after a deposit with little staked since', async () => {
    const p = await newPlayer(t);
    await deposit(t, p.id, 200_000 * RP, minutesAgo(10));
    await bet(t, p.id, 10_000 * RP);
    await withdrawal(t, p.id, 150_000 * RP, {
      status: 'review',
      at: new Date(Date.now() + 60_000),
    });
    const r = await risk(p.uid);
    const flag = r.flags.find((f) => f.rule === 'fastInOut');
    expect(flag?.reason).toMatch(
      /^Asked to withdraw 1[01] minutes after depositing Rp 200\.000, having staked Rp 10\.000 \(under 20%\)$/,
    );
  });

  it('does not flag a player who played the deposit through, nor a deposit long before', async () => {
    const played = await newPlayer(t);
    await deposit(t, played.id, 200_000 * RP, minutesAgo(10));
    await bet(t, played.id, 100_000 * RP);
    await withdrawal(t, played.id, 100_000 * RP, {
      status: 'review',
      at: new Date(Date.now() + 60_000),
    });
    expect(rulesOf(await risk(played.uid))).not.toContain('fastInOut');
    const slow = await newPlayer(t);
    await deposit(t, slow.id, 200_000 * RP, minutesAgo(180));
    await withdrawal(t, slow.id, 150_000 * RP, { status: 'review' });
    expect(rulesOf(await risk(slow.uid))).not.toContain('fastInOut');
  });
});
