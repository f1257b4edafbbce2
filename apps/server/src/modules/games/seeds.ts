import { randomBytes } from 'node:crypto';
import type { SeedsInfo } from '@cardroom/contract';
import { hashServerSeed, newServerSeed } from '@cardroom/games';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { gameSeeds } from './schema.js';

export type SeedRow = typeof gameSeeds.$inferSelect;

export function seedsInfo(
  row: Pick<SeedRow, 'serverSeedHash' | 'clientSeed' | 'nonce'>,
): SeedsInfo {
  return { serverSeedHash: row.serverSeedHash, clientSeed: row.clientSeed, nonce: row.nonce };
}

function freshSeed(userId: number, clientSeed: string) {
  const serverSeed = newServerSeed((n) => randomBytes(n));
  return { userId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce: 0 };
}

/** A default client seed, like Stake's: random, and the player may replace it. */
function defaultClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** The player's active seed pair, committing a first one when there is none. */
export async function activeSeeds(db: DbOrTx, userId: number): Promise<SeedRow> {
  const where = and(eq(gameSeeds.userId, userId), eq(gameSeeds.active, true));
  const [row] = await db.select().from(gameSeeds).where(where);
  if (row) return row;
  // Two first calls may race; the partial unique index lets exactly one pair be active.
  await db.insert(gameSeeds).values(freshSeed(userId, defaultClientSeed())).onConflictDoNothing();
  const [created] = await db.select().from(gameSeeds).where(where);
  if (!created) throw new Error('seed pair could not be created');
  return created;
}

export async function setClientSeed(db: DbOrTx, userId: number, clientSeed: string) {
  await activeSeeds(db, userId);
  const [row] = await db
    .update(gameSeeds)
    .set({ clientSeed })
    .where(and(eq(gameSeeds.userId, userId), eq(gameSeeds.active, true)))
    .returning();
  if (!row) throw new Error('active seed pair vanished');
  return row;
}

/** Reveals the active server seed and commits a new one with the same client seed. */
export async function rotateSeeds(tx: Tx, userId: number, now: Date) {
  await activeSeeds(tx, userId);
  const [old] = await tx
    .update(gameSeeds)
    .set({ active: false, revealedAt: now })
    .where(and(eq(gameSeeds.userId, userId), eq(gameSeeds.active, true)))
    .returning();
  if (!old) throw new Error('active seed pair vanished');
  const [next] = await tx.insert(gameSeeds).values(freshSeed(userId, old.clientSeed)).returning();
  if (!next) throw new Error('seed pair could not be created');
  return { old, next };
}
