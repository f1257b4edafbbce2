import { api } from '@cardroom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { useTestApps } from '../../../test/use-test-app.js';
import { fundedPlayer, type Player } from '../wallet-api/testkit.js';
import { openFirstTable } from './testkit.js';

/**
 * The same players betting on two instances at once (two tabs, or a player's quick taps that
 * nginx sends to both): each instance's wallet batches hold a player once, but a player can be
 * in a batch on each. Every bet is taken, none waits out a deadlock (bench:live's warm-up round,
 * 200 players betting 15 times each, answered some with "system error" after seconds).
 */
const [a, b] = useTestApps(2, { MARKET: 'IN', LIVE_CHAIN_LENGTH: '50' }) as [TestApp, TestApp];
const TABLE = 'dragon-tiger-1';
const STAKE = 10_000;
let number = 0;

beforeAll(async () => {
  number = await openFirstTable([a, b]);
});

const bet = (t: TestApp, p: Player, spot: string) =>
  t.call(
    api.liveBetPlace,
    { tableId: TABLE, number, bets: [{ spot, stake: STAKE }] },
    { sign: p.sign },
  );

describe('live bets of the same players on two instances at once', () => {
  it('are all taken, each exactly once', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => fundedPlayer(a, 1_000_000)));
    const started = Date.now();
    const answers = await Promise.all(
      players.flatMap((p) =>
        Array.from({ length: 8 }, (_, k) =>
          bet(k % 2 === 0 ? a : b, p, k % 3 === 0 ? 'tiger' : 'dragon'),
        ),
      ),
    );
    const refused = answers
      .map((r) => r.body as { state?: string; msg?: string })
      .filter((body) => body.state !== '200');
    expect(refused).toEqual([]);
    for (const p of players) expect(await balanceOf(a, p.userId)).toBe(1_000_000 - 8 * STAKE);
    // A deadlock costs PostgreSQL's deadlock_timeout (1 s) before one side gives way.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
