import type { api, ResultOf } from '@cardroom/contract';
import { dealRound, followsInChain, liveRoundSeeds } from '@cardroom/games';

export type LiveRoundDetail = ResultOf<typeof api.liveRound>;

export interface LiveVerdict {
  /** SHA-256 of the round's seed (its hex text) is the previous round's seed (or the published hash). */
  chainOk: boolean;
  /** The cards re-dealt here from HMAC-SHA256(seed, salt), with the solo games' own engine. */
  cards: number[];
  cardsOk: boolean;
}

/**
 * Checks a settled live round in the browser with the code the server deals with
 * (packages/games: the chain step and the deal), nothing re-implemented here. Null for a
 * round whose seed is not revealed yet.
 */
export function verifyLiveRound(round: LiveRoundDetail): LiveVerdict | null {
  if (!round.seed || !round.previousSeed) return null;
  const dealt = dealRound(round.game, liveRoundSeeds(round.seed, round.commitment.salt));
  const cards = [...dealt.cards];
  return {
    chainOk: followsInChain(round.seed, round.previousSeed),
    cards,
    cardsOk: cards.length === round.cards.length && cards.every((c, i) => c === round.cards[i]),
  };
}
