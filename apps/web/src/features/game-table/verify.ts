import type { GameCodeField, GameRound } from '@cardroom/contract';
import { dealRound, hashServerSeed } from '@cardroom/games';

export interface Verdict {
  id: string;
  cards: number[];
  hashOk: boolean;
  match: boolean;
}

/** Re-deals a round in the browser with the same engine the server used. */
export function verifyRound(code: GameCodeField, round: GameRound): Verdict | null {
  if (!round.serverSeed) return null;
  const dealt = dealRound(code, {
    serverSeed: round.serverSeed,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
  });
  const cards = [...dealt.cards];
  return {
    id: round.id,
    cards,
    hashOk: hashServerSeed(round.serverSeed) === round.serverSeedHash,
    match: cards.length === round.cards.length && cards.every((c, i) => c === round.cards[i]),
  };
}

/**
 * "Round N": the player's count of rounds in this game (the server's), not the seed pair's
 * nonce, which runs across every game (a first Teen Patti round showed "Round 4").
 */
export const roundNumber = (round: Pick<GameRound, 'number'>) => round.number;
