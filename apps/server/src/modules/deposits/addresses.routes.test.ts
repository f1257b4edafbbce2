import { api } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otpPlayer, resultData } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { depositAddresses } from './schema.js';

// Two deployments sharing one APP_SECRET (the harness's), one per market.
const id = useTestApp({ MARKET: 'ID' });
const india = useTestApp({ MARKET: 'IN' });

const address = async (t: TestApp, sign: string, network = 'TRC20') =>
  resultData<{ address: string }>(await t.call(api.cryptoAddress, { network }, { sign })).address;

describe('crypto addresses', () => {
  it('never collide across markets sharing a secret, and stay the same for their player', async () => {
    const a = await otpPlayer(id);
    const b = await otpPlayer(india);
    const first = await address(id, a.sign);
    expect(first).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(await address(india, b.sign)).not.toBe(first);
    expect(await address(id, a.sign)).toBe(first);
    expect(await address(id, a.sign, 'BEP20')).toMatch(/^0x[0-9a-f]{40}$/);
  });

  it('50 first requests at once store one address and all answer it', async () => {
    const p = await otpPlayer(id);
    const answers = await Promise.all(Array.from({ length: 50 }, () => address(id, p.sign)));
    expect(new Set(answers).size).toBe(1);
    const rows = await id.deps.db
      .select()
      .from(depositAddresses)
      .where(eq(depositAddresses.address, answers[0] as string));
    expect(rows).toHaveLength(1);
  });
});
