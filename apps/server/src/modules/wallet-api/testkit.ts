import { randomUUID } from 'node:crypto';
import { api, type GameCodeField } from '@cardroom/contract';
import { expect } from 'vitest';
import { guest, resultData } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { providerKey, SIGNATURE_HEADER, sign } from './signature.js';
import type { WalletAnswer } from './types.js';

/** Test helpers shared by the wallet and game tests (imported only by *.test.ts files). */

export interface Player {
  sign: string;
  uid: string;
  userId: number;
}

/** A fresh guest player, credited `amount` through the sandbox endpoint. */
export async function fundedPlayer(t: TestApp, amount = 0): Promise<Player> {
  const g = await guest(t);
  const { users } = await import('../users/index.js');
  const { eq } = await import('drizzle-orm');
  const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.uid, g.uid));
  if (!row) throw new Error('guest row missing');
  if (amount > 0) {
    const res = await t.inject({
      method: 'POST',
      url: '/sandbox/wallet/credit',
      payload: { uid: g.uid, amount },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { sign: g.sign, uid: g.uid, userId: row.id };
}

/** Launch + open: a game session token, as the game page gets it. */
export async function gameSession(t: TestApp, p: Player, gameCode: GameCodeField = 'dragon-tiger') {
  const launched = resultData<{ url: string }>(
    await t.call(api.gameLaunch, { gameCode }, { sign: p.sign }),
  );
  const launchToken = new URL(launched.url, 'http://x').searchParams.get('launch') ?? '';
  const opened = resultData<{ token: string }>(await t.call(api.gameOpen, { launchToken }));
  return { token: opened.token, launchToken, url: launched.url };
}

export const PROVIDER = 'test-aggregator';

/** A signed call to the wallet API over HTTP, as an outside aggregator makes it. */
export async function walletCall(
  t: TestApp,
  path: 'user/balance' | 'transaction/bet' | 'transaction/win' | 'transaction/rollback',
  body: Record<string, unknown>,
  opts: { provider?: string; signature?: string } = {},
): Promise<WalletAnswer> {
  const provider = opts.provider ?? PROVIDER;
  const raw = JSON.stringify(body);
  const signature = opts.signature ?? sign(providerKey(t.config.appSecret, provider), raw);
  const res = await t.inject({
    method: 'POST',
    url: `/wallet-api/${provider}/${path}`,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    payload: raw,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WalletAnswer;
}

export function betBody(
  p: Player,
  token: string,
  amount: number,
  over: Record<string, unknown> = {},
) {
  return {
    request_uuid: randomUUID(),
    transaction_uuid: randomUUID(),
    token,
    user: p.uid,
    currency: 'IDR',
    amount,
    game_code: 'dragon-tiger',
    round: randomUUID(),
    ...over,
  };
}

export function winBody(
  p: Player,
  betUuid: string,
  amount: number,
  over: Record<string, unknown> = {},
) {
  return {
    request_uuid: randomUUID(),
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: betUuid,
    user: p.uid,
    currency: 'IDR',
    amount,
    game_code: 'dragon-tiger',
    round: randomUUID(),
    ...over,
  };
}

export function rollbackBody(p: Player, betUuid: string, over: Record<string, unknown> = {}) {
  return {
    request_uuid: randomUUID(),
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: betUuid,
    user: p.uid,
    round: randomUUID(),
    ...over,
  };
}

/** How many ledger transactions a key prefix produced (each movement is one). */
export async function movements(t: TestApp, key: string): Promise<number> {
  const { ledgerTransactions } = await import('../ledger/index.js');
  const { eq } = await import('drizzle-orm');
  const rows = await t.deps.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, key));
  return rows.length;
}
