import type { GameCodeField, GameRound } from '@cardroom/contract';
import { type AnyRound, handsOf, type SettledBet } from '@cardroom/games';
import { and, count, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gameRounds } from './schema.js';
import type { SeedRow } from './seeds.js';

type RoundRow = typeof gameRounds.$inferSelect;
type SeedPart = Pick<SeedRow, 'serverSeedHash' | 'clientSeed' | 'active'> & {
  serverSeed: string;
};

/**
 * The round's number in its player's rounds of its game (issue 33: a first Teen Patti round
 * showed "Round 4", the seed pair's nonce across games). Counted on game_rounds_user_idx.
 */
export async function roundNumberOf(
  db: DbOrTx,
  row: Pick<RoundRow, 'id' | 'userId' | 'gameCode'>,
): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.userId, row.userId),
        eq(gameRounds.gameCode, row.gameCode),
        lte(gameRounds.id, row.id),
      ),
    );
  return r?.n ?? 1;
}

/** A stored round as the player sees it; the server seed shows only once it has been rotated. */
export function presentRound(
  row: RoundRow,
  seed: SeedPart,
  number: number,
  round?: AnyRound,
): GameRound {
  const cards = row.cards === '' ? [] : row.cards.split(' ').map(Number);
  const hands = round
    ? handsOf(round)
    : ((row.outcome as { hands?: GameRound['hands'] }).hands ?? []);
  return {
    id: String(row.id),
    betId: row.betUuid,
    gameCode: row.gameCode as GameCodeField,
    number,
    nonce: row.nonce,
    serverSeedHash: seed.serverSeedHash,
    serverSeed: seed.active ? null : seed.serverSeed,
    clientSeed: seed.clientSeed,
    cards,
    hands: hands.map((h) => ({ id: h.id, cards: [...h.cards], note: h.note })),
    winner: (row.outcome as { winner?: string }).winner ?? '',
    bets: row.bets as SettledBet[],
    stake: row.stake,
    payout: row.payout,
    createdAt: row.createdAt.toISOString(),
  };
}
