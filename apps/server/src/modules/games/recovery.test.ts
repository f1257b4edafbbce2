import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.js';
import { checkLedgerInvariants } from '../ledger/index.js';
import { walletOf, walletTransactions } from '../wallet-api/index.js';
import { fundedPlayer, gameSession } from '../wallet-api/testkit.js';
import { HOUSE } from './house.js';
import { refundStuckHouseBets, STUCK_AFTER_MS } from './recovery.js';

const t = useTestApp();

it('refunds a house bet whose round was cut off, once, and only after it is clearly stuck', async () => {
  const p = await fundedPlayer(t, 10_000);
  const { token } = await gameSession(t, p);
  const betUuid = randomUUID();
  // The first half of a round, as if the server stopped right after the bet.
  const bet = await walletOf(t.deps).bet({
    provider: HOUSE,
    request_uuid: randomUUID(),
    transaction_uuid: betUuid,
    token,
    user: p.uid,
    currency: t.deps.ledger.currency,
    amount: 4_000,
    game_code: 'dragon-tiger',
    round: betUuid,
  });
  expect(bet.answer.status).toBe('RS_OK');
  expect(await t.deps.ledger.balance(t.deps.db, p.userId)).toBe(6_000);

  // A round in progress is left alone.
  expect(await refundStuckHouseBets(t.deps)).toBe(0);

  t.advance(STUCK_AFTER_MS + 1_000);
  expect(await refundStuckHouseBets(t.deps)).toBe(1);
  expect(await t.deps.ledger.balance(t.deps.db, p.userId)).toBe(10_000);
  const [row] = await t.deps.db
    .select({ state: walletTransactions.state })
    .from(walletTransactions)
    .where(eq(walletTransactions.transactionUuid, betUuid));
  expect(row?.state).toBe('rolled_back');

  // Running again (another instance, a restart) refunds nothing more.
  expect(await refundStuckHouseBets(t.deps)).toBe(0);
  expect(await t.deps.ledger.balance(t.deps.db, p.userId)).toBe(10_000);
  expect(await checkLedgerInvariants(t.deps.db)).toEqual([]);
});
