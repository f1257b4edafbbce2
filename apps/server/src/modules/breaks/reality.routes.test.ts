import { api } from '@cardroom/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { failure, registeredPlayer, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { auditLog } from '../operators/index.js';
import { putSetting } from '../settings/index.js';
import { realityCheckSetting } from './settings.js';

const t = useTestApp();

const HOUR = 3_600_000;
type Settings = {
  minutes: number;
  pendingMinutes: number | null;
  pendingAt: string | null;
  choices: number[];
};
describe('reality check interval', () => {
  it('starts at the operator default; more frequent applies at once, less frequent after 24 h', async () => {
    const p = await registeredPlayer(t);
    const get = async () =>
      resultData<Settings>(await t.call(api.realityCheckInfo, {}, { sign: p.sign }));
    expect(await get()).toEqual({
      minutes: 60,
      pendingMinutes: null,
      pendingAt: null,
      choices: [15, 30, 60],
    });
    const set = (minutes: number) => t.call(api.realityCheckSet, { minutes }, { sign: p.sign });
    expect(resultData<Settings>(await set(15))).toMatchObject({
      minutes: 15,
      pendingMinutes: null,
    });
    const later = resultData<Settings>(await set(60));
    expect(later).toMatchObject({ minutes: 15, pendingMinutes: 60 });
    const due = new Date(later.pendingAt ?? '').getTime() - t.deps.now().getTime();
    expect(Math.abs(due - 24 * HOUR)).toBeLessThan(10_000);
    t.advance(23 * HOUR);
    expect(await get()).toMatchObject({ minutes: 15, pendingMinutes: 60 });
    t.advance(HOUR + 60_000);
    expect(await get()).toEqual({
      minutes: 60,
      pendingMinutes: null,
      pendingAt: null,
      choices: [15, 30, 60],
    });
    // Off is refused unless the operator offers it.
    expect(failure(await set(0))).toEqual({
      state: '400',
      msg: 'Choose a reality-check interval from the list',
    });
    await putSetting(t.deps.db, t.config.market, realityCheckSetting, {
      defaultMinutes: 60,
      allowOff: true,
    });
    expect(resultData<Settings>(await set(0))).toMatchObject({ minutes: 60, pendingMinutes: 0 });
    // A more frequent choice applies at once and drops the pending one.
    expect(resultData<Settings>(await set(30))).toMatchObject({
      minutes: 30,
      pendingMinutes: null,
    });
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `user:${p.uid}`), eq(auditLog.action, 'breaks.realityCheck')));
    expect(audits).toHaveLength(4);
    await putSetting(t.deps.db, t.config.market, realityCheckSetting, {
      defaultMinutes: 60,
      allowOff: false,
    });
  });

  it("answers the session's figures and when the next check is due", async () => {
    const p = await registeredPlayer(t);
    const figures = resultData<{
      minutesPlayed: number;
      staked: number;
      returned: number;
      net: number;
      nextCheckInSeconds: number | null;
    }>(await t.call(api.realityCheckSession, {}, { sign: p.sign }));
    expect(figures).toMatchObject({ staked: 0, returned: 0, net: 0 });
    expect(figures.nextCheckInSeconds).toBeGreaterThan(55 * 60);
    expect(figures.nextCheckInSeconds).toBeLessThanOrEqual(60 * 60);
    const res = await t.inject({
      method: 'POST',
      url: '/sandbox/reality/next',
      payload: { uid: p.uid, seconds: 3 },
    });
    expect(res.statusCode).toBe(200);
    const soon = resultData<{ nextCheckInSeconds: number }>(
      await t.call(api.realityCheckSession, {}, { sign: p.sign }),
    );
    expect(soon.nextCheckInSeconds).toBeLessThanOrEqual(3);
  });
});
