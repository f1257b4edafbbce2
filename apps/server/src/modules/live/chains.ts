import { randomBytes } from 'node:crypto';
import { type ChainCheckpoints, chainCheckpoints, roundSeed } from '@cardroom/games';
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { OperatorError } from '../../http/errors.js';
import { liveChains, liveRounds } from './schema.js';

export type ChainRow = typeof liveChains.$inferSelect;

/** Every 1,000th link is kept: a round's seed is at most 999 hashes from one. */
export const CHAIN_EVERY = 1_000;

/** A salt as the operator may publish it: printable, no spaces at either end, 1 to 128 characters. */
const SALT = /^[\x21-\x7e]([\x20-\x7e]{0,126}[\x21-\x7e])?$/;

/**
 * The seeding event: a new chain for `tableId` drawn from a random first seed, its
 * checkpoints kept (secret) and its terminating hash, length and salt published now. The
 * salt is fixed here, before any round of the chain exists; `source` says who chose it.
 * Hashes the whole chain (about 10 s a million links on this machine; docs/architecture/games.md).
 */
export async function seedChain(
  deps: Deps,
  tableId: string,
  salt: string,
  source: 'operator' | 'sandbox',
  length: number,
): Promise<ChainRow> {
  if (!SALT.test(salt)) {
    throw new OperatorError(
      'the salt must be 1 to 128 printable characters, no spaces at the ends',
    );
  }
  if (!Number.isSafeInteger(length) || length < 1 || length > 100_000_000) {
    throw new OperatorError('the chain length must be 1 to 100,000,000 rounds');
  }
  const chain = chainCheckpoints(
    randomBytes(32).toString('hex'),
    length,
    Math.min(CHAIN_EVERY, length),
  );
  const [row] = await deps.db
    .insert(liveChains)
    .values({
      tableId,
      length,
      every: chain.every,
      links: [...chain.links],
      terminatingHash: chain.terminatingHash,
      salt,
      saltSource: source,
      publishedAt: deps.now(),
    })
    .returning();
  if (!row) throw new Error('live chain not stored');
  return row;
}

/** A sandbox table's own salt: random, and recorded as the sandbox's (never the operator's). */
export function sandboxSalt(): string {
  return `sandbox-${randomBytes(16).toString('hex')}`;
}

export async function chainById(db: DbOrTx, id: number): Promise<ChainRow | null> {
  const [row] = await db.select().from(liveChains).where(eq(liveChains.id, id));
  return row ?? null;
}

/**
 * The chain the table's next round deals from: the latest round's while it has rounds left,
 * else the oldest chain published for the table and not used yet. Null: none (the table does
 * not deal until one is published).
 */
export async function nextChain(
  db: DbOrTx,
  tableId: string,
): Promise<{ chain: ChainRow; round: number } | null> {
  const [last] = await db
    .select({ chainId: liveRounds.chainId, chainRound: liveRounds.chainRound })
    .from(liveRounds)
    .where(eq(liveRounds.tableId, tableId))
    .orderBy(desc(liveRounds.number))
    .limit(1);
  if (last) {
    const chain = await chainById(db, last.chainId);
    if (chain && last.chainRound < chain.length) return { chain, round: last.chainRound + 1 };
  }
  const [unused] = await db
    .select()
    .from(liveChains)
    .where(
      and(
        eq(liveChains.tableId, tableId),
        isNull(liveChains.firstRound),
        last ? gt(liveChains.id, last.chainId) : undefined,
      ),
    )
    .orderBy(asc(liveChains.id))
    .limit(1);
  return unused ? { chain: unused, round: 1 } : null;
}

/** Round k's seed of a stored chain (at most `every - 1` hashes from a kept link). */
export function seedOf(chain: ChainRow, k: number): string {
  const checkpoints: ChainCheckpoints = {
    length: chain.length,
    every: chain.every,
    links: chain.links,
    terminatingHash: chain.terminatingHash,
  };
  return roundSeed(checkpoints, k);
}

/** A chain as the public sees it: never its links. */
export function commitmentOf(chain: ChainRow) {
  return {
    chainId: String(chain.id),
    terminatingHash: chain.terminatingHash,
    salt: chain.salt,
    saltSource: chain.saltSource === 'sandbox' ? ('sandbox' as const) : ('operator' as const),
    length: chain.length,
    publishedAt: chain.publishedAt.toISOString(),
    firstRound: chain.firstRound,
  };
}
