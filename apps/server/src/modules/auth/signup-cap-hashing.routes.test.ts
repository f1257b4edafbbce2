import { api } from '@cardroom/contract';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { alignToWindow, uniqueIp } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { users } from '../users/index.js';

// A one-click account's password is hashed with argon2id (19 MiB, two passes): the most
// expensive thing a signed-out caller can ask for. The address's sign-up slot is taken before
// the hash, so once the address is at its cap a burst costs counter updates, not hashes. The
// library's `hash` is watched, not replaced: every hash still runs, and is counted. (A spy on
// the module's exports object, which every importer shares: test files share a worker here.)
const hash = vi.spyOn(argon2, 'hash');

const t = useTestApp({ SIGNUPS_PER_ADDRESS_HOUR: '10', SIGNUPS_PER_ADDRESS_DAY: '200' });
afterAll(async () => {
  hash.mockRestore();
});
beforeEach(() => {
  hash.mockClear();
});

const oneClickFrom = (ip: string) => t.call(api.ssoOneClickRegister, {}, { ip });

describe('one-click sign-ups over the address cap', () => {
  it('of 50 at once from one address, the cap (10) make accounts and only they hash a password', async () => {
    alignToWindow(t, 86_400);
    const ip = uniqueIp();
    const results = await Promise.all(Array.from({ length: 50 }, () => oneClickFrom(ip)));
    const made = results.filter((r) => r.body.code === 200);
    expect(made).toHaveLength(10);
    expect(results.filter((r) => r.body.code === 429)).toHaveLength(40);
    expect(hash).toHaveBeenCalledTimes(10);

    // Each account made can sign in with the password it was given: the hash is the real one.
    const first = made[0]?.body as { data: { userId: string; password: string } };
    const login = await t.call(
      api.ssoIdLogin,
      { userId: first.data.userId, password: first.data.password },
      { ip: uniqueIp() },
    );
    expect(login.body.code).toBe(200);

    // Another burst while the address is full: refused at once, nothing hashed, nothing made.
    hash.mockClear();
    const again = await Promise.all(Array.from({ length: 50 }, () => oneClickFrom(ip)));
    expect(again.every((r) => r.body.code === 429)).toBe(true);
    expect(hash).not.toHaveBeenCalled();
    const rows = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.signupChannel, 'oneClick'));
    expect(rows).toHaveLength(10);
  });
});
