export {
  type Card,
  formatCard,
  formatCards,
  parseCard,
  rankOf,
  SUITS,
  type Suit,
  suitOf,
} from './cards.js';
export { type Hmac, type HmacFactory, hmacSha256, sha256, toHex } from './crypto/sha256.js';
export { baccaratCards, DeckDrawer, shuffleDeck } from './deck.js';
export {
  belongsToChain,
  type ChainCheckpoints,
  chainCheckpoints,
  followsInChain,
  isChainSeed,
  liveRoundSeeds,
  nextLink,
  roundSeed,
  walkChain,
} from './fair/chain.js';
export { FloatStream, generateFloats, type Seeds } from './fair/rng.js';
export { hashServerSeed, newServerSeed, verifyCommitment } from './fair/seeds.js';
export { type AndarBaharOutcome, type AndarBaharRound, andarBahar } from './games/andar-bahar.js';
export { atRiskStake, OPPOSITE_SPOTS, stakesBySpot } from './games/at-risk.js';
export { type BaccaratOutcome, type BaccaratRound, baccarat } from './games/baccarat.js';
export {
  type DragonTigerOutcome,
  type DragonTigerRound,
  dragonTiger,
} from './games/dragon-tiger.js';
export { type AnyRound, dealRound, type Hand, handsOf, settleRound } from './games/play.js';
export {
  type Bet,
  findSpot,
  GAME_CODES,
  GAMES,
  isGameCode,
  type SettledBet,
  settle,
} from './games/registry.js';
export { type TeenPattiOutcome, type TeenPattiRound, teenPatti } from './games/teen-patti.js';
export { CATEGORIES as TEEN_PATTI_HANDS, handStrength } from './games/teen-patti-hands.js';
export type { BetSpot, Game, GameCode, Pay, Resolution } from './games/types.js';
export {
  type Bounds,
  checkTableLimits,
  type LimitBreach,
  type TableLimits,
  tableLimitsProblem,
} from './limits.js';
export { payoutFor, winPayout } from './money.js';
