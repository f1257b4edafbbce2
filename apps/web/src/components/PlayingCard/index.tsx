import './PlayingCard.css';

const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUITS = ['♦', '♥', '♠', '♣'];
const SUIT_NAMES = ['diamonds', 'hearts', 'spades', 'clubs'];

/** Stake's index: rank = i / 4, suit = i % 4 in ♦ ♥ ♠ ♣ order. */
export function cardLabel(card: number): string {
  return `${RANKS[card >> 2]}${SUITS[card & 3]}`;
}

/** A card face with rank and suit; `delay` staggers the deal animation. */
export function PlayingCard({
  card,
  delay = 0,
  small = false,
}: {
  card: number;
  delay?: number;
  small?: boolean;
}) {
  const red = (card & 3) < 2;
  return (
    <span
      className={`pcard${red ? ' is-red' : ''}${small ? ' is-small' : ''}`}
      style={{ animationDelay: `${delay}ms` }}
      role="img"
      aria-label={`${RANKS[card >> 2]} ${SUIT_NAMES[card & 3]}`}
      data-card={cardLabel(card)}
    >
      <span className="pcard-rank">{RANKS[card >> 2]}</span>
      <span className="pcard-suit">{SUITS[card & 3]}</span>
    </span>
  );
}

/** Stable keys for a dealt hand: it never reorders, and Baccarat can repeat a card. */
export function keyedCards(cards: readonly number[]): Array<{ card: number; key: string }> {
  return cards.map((card, i) => ({ card, key: `${i}:${card}` }));
}
