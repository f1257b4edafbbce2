import { describe, expect, it } from 'vitest';
import { creditedDeposit } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { player } from '../modules/deposits/testkit.js';
import { readVipLevels } from '../modules/vip/index.js';
import { useTestLevels } from '../modules/vip/testkit.js';
import { runVipOps } from './vip.js';

const t = useTestApp({ MARKET: 'ID' });

async function ops(...args: string[]) {
  const lines: string[] = [];
  const code = await runVipOps(t.deps, ['vip', ...args], (l) => lines.push(l));
  return { code, out: lines.join('\n') };
}

describe('npm run ops -- vip …', () => {
  it('shows the seeded table with the withdraw rules beside each level', async () => {
    const { code, out } = await ops('levels');
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[0]).toMatch(
      /^VIP0 {2}deposit Rp 0 {2}valid bet Rp 0 {2}reward Rp 0 {2}withdraw 3\/day/,
    );
    expect(lines[1]).toMatch(
      /^VIP1 {2}deposit Rp 100\.000 {2}valid bet Rp 500\.000 {2}reward Rp 5\.000/,
    );
  });

  it('edits a level, and refuses a table that goes down or a level 0 that asks something', async () => {
    const saved = await ops('set-level', '3', '--reward', '75000');
    expect(saved.code).toBe(0);
    expect(saved.out).toMatch(/^saved VIP3 .*reward Rp 75\.000$/);
    expect((await readVipLevels(t.deps)).levels[3]?.reward).toBe(7_500_000);

    const before = await readVipLevels(t.deps);
    const down = await ops('set-level', '4', '--deposit', '1000');
    expect(down.code).toBe(1);
    expect(down.out).toMatch(/^refused: levels\.4: level 4 asks less than level 3/);
    const zero = await ops('set-level', '0', '--reward', '1');
    expect(zero.code).toBe(1);
    expect(zero.out).toMatch(/level 0 is where everyone starts/);
    const gap = await ops('set-level', '12', '--reward', '1');
    expect(gap.code).toBe(1);
    const bad = await ops('set-level', '2', '--reward', '-5');
    expect(bad.out).toMatch(/^refused: --reward is not an amount/);
    expect(await readVipLevels(t.deps)).toEqual(before);
  });

  it("shows a player's level, totals, what the next level needs and the level-ups", async () => {
    await useTestLevels(t);
    const p = await player(t);
    await creditedDeposit(t, p, 1_500_000);
    const { code, out } = await ops('player', p.uid);
    expect(code).toBe(0);
    expect(out).toContain(`player ${p.uid}  VIP1  deposits Rp 15.000  valid bets Rp 0`);
    expect(out).toContain('next VIP2: needs Rp 5.000 more deposits and Rp 50.000 more valid bets');
    expect(out).toMatch(/reached VIP1 {2}\S+ {2}reward Rp 1\.000 {2}grant #\d+/);
    expect((await ops('player', '00000000')).out).toBe('refused: no player with uid 00000000');
    expect((await ops('help')).code).toBe(2);
  });
});
