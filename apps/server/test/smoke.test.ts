import { api } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './use-test-app.js';

const t = useTestApp();

describe('health and guest sign-in', () => {
  it('answers /healthz once migrations ran', async () => {
    const res = await t.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ ok: true, db: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('gives the same device the same guest account', async () => {
    const a = await t.call(api.ssoGuest, {}, { deviceNumber: 'dev-smoke' });
    expect(a.body.code).toBe(200);
    const b = await t.call(api.ssoGuest, {}, { deviceNumber: 'dev-smoke' });
    const da = a.body.data as { uid: string; newUserFlag: boolean; sign: string };
    const db = b.body.data as { uid: string; newUserFlag: boolean; sign: string };
    expect(db.uid).toBe(da.uid);
    expect(da.newUserFlag).toBe(true);
    expect(db.newUserFlag).toBe(false);
    const info = await t.call(api.getUserInfo, {}, { sign: db.sign });
    expect(info.body.state).toBe('200');
    expect((info.body.resultData as { isGuest: boolean }).isGuest).toBe(true);
  });
});
