import type { GameCodeField, GameRound } from '@cardroom/contract';
import { type AnyRound, handsOf, type SettledBet } from '@cardroom/games';
import type { gameRounds } from './schema.js';
import type { SeedRow } from './seeds.js';

type RoundRow = typeof gameRounds.$inferSelect;
type SeedPart = Pick<SeedRow, 'serverSeedHash' | 'clientSeed' | 'active'> & {
  serverSeed: string;
};

/** A stored round as the player sees it; the server seed shows only once it has been rotated. */
export function presentRound(row: RoundRow, seed: SeedPart, round?: AnyRound): GameRound {
  const cards = row.cards === '' ? [] : row.cards.split(' ').map(Number);
  const hands = round
    ? handsOf(round)
    : ((row.outcome as { hands?: GameRound['hands'] }).hands ?? []);
  return {
    id: String(row.id),
    betId: row.betUuid,
    gameCode: row.gameCode as GameCodeField,
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
