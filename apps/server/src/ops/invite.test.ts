import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { invitee, inviter, setRules, statusOf, validInvitee } from '../modules/invite/testkit.js';
import { auditLog } from '../modules/operators/index.js';
import { cashOf } from '../modules/promo/testkit.js';
import { runInviteOps } from './invite.js';

const t = useTestApp({ MARKET: 'ID' });

async function ops(...args: string[]) {
  const lines: string[] = [];
  const code = await runInviteOps(t.deps, ['invite', ...args], (l) => lines.push(l));
  return { code, out: lines.join('\n') };
}

describe('npm run ops -- invite …', () => {
  it('shows and edits the rules through the schema; a bad value changes nothing', async () => {
    const shown = await ops('rules');
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.out)).toMatchObject({ payoutHour: 5, maxPerDevice: 2 });
    const set = await ops('rules', 'set', JSON.stringify({ maxPerDevice: 4 }));
    expect(set.code).toBe(0);
    expect(JSON.parse((await ops('rules')).out).maxPerDevice).toBe(4);
    const bad = await ops('rules', 'set', JSON.stringify({ rebateBps: -1 }));
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/^refused: .*rebateBps/);
    expect(JSON.parse((await ops('rules')).out).maxPerDevice).toBe(4);
    expect((await ops('rules', 'set', 'not json')).code).toBe(1);
  });

  it('shows a player, holds and releases their rewards', async () => {
    const rules = await setRules(t, {});
    const a = await inviter(t);
    const v1 = await validInvitee(t, a.code, rules);
    const v2 = await validInvitee(t, a.code, rules);
    await invitee(t, a.code);
    expect((await ops('hold', a.uid)).out).toBe(`held ${a.uid}`);
    const before = await cashOf(t, a.userId);
    await t.inject({ method: 'POST', url: '/sandbox/operator/invite/run' });
    expect(await cashOf(t, a.userId)).toBe(before);
    const shown = await ops('player', a.uid);
    expect(shown.out).toContain('HELD since');
    expect(shown.out).toContain('team: 3');
    expect(shown.out.match(/ claimable /g)).toHaveLength(2);
    expect(shown.out).toContain('under_review');
    expect(shown.out).toMatch(/invite claimable: 1, Rp/);
    expect((await ops('release', a.uid)).out).toBe(`released ${a.uid}, 1 pair rewards paid`);
    expect(await cashOf(t, a.userId)).toBe(before + rules.rewardPerPair);
    expect([await statusOf(t, v1), await statusOf(t, v2)]).toEqual(['claim', 'claim']);
    // The same service as the console's Affiliates page, audited with the actor `ops`.
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `player:${a.uid}`))
      .orderBy(auditLog.id);
    expect(audit.map((r) => [r.actor, r.action])).toEqual([
      ['ops', 'invite.hold'],
      ['ops', 'invite.release'],
    ]);
    expect((await ops('player', 'nobody')).code).toBe(1);
    expect((await ops('help')).code).toBe(0);
  });
});
