/**
 * A card is Stake's index 0..51: ♦2 ♥2 ♠2 ♣2 ♦3 … ♣A, so rank = 2 + floor(i / 4)
 * (11 J, 12 Q, 13 K, 14 A) and suit = D H S C by i % 4. Keeping the bare index makes a
 * round comparable card-for-card with third-party verifiers.
 */
export type Card = number;

export const SUITS = ['D', 'H', 'S', 'C'] as const;
export type Suit = (typeof SUITS)[number];

const RANK_LABELS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

/** 2..14, ace high. */
export function rankOf(card: Card): number {
  return 2 + (card >> 2);
}

export function suitOf(card: Card): Suit {
  return SUITS[card & 3] as Suit;
}

export function cardOf(rank: number, suit: Suit): Card {
  return (rank - 2) * 4 + SUITS.indexOf(suit);
}

/** `10H`, `QS`, `2C`: rank then suit letter. */
export function formatCard(card: Card): string {
  if (!Number.isInteger(card) || card < 0 || card > 51) throw new RangeError(`not a card: ${card}`);
  return `${RANK_LABELS[card >> 2]}${SUITS[card & 3]}`;
}

export function formatCards(cards: readonly Card[]): string {
  return cards.map(formatCard).join(' ');
}

/** Parses `formatCard` output back to an index; tests use it to write hands readably. */
export function parseCard(text: string): Card {
  const rank = RANK_LABELS.indexOf(text.slice(0, -1));
  const suit = SUITS.indexOf(text.slice(-1) as Suit);
  if (rank < 0 || suit < 0) throw new RangeError(`not a card: ${text}`);
  return rank * 4 + suit;
}
