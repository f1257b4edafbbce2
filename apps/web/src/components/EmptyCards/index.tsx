import './EmptyCards.css';

/** The empty-state illustration of game lists: a fanned hand of cards, drawn inline. */
export function EmptyCards() {
  return (
    <svg className="empty-cards" viewBox="0 0 120 80" width="120" height="80" aria-hidden="true">
      <g stroke="#e6c9a8" strokeWidth="1.5">
        <rect
          x="30"
          y="14"
          width="34"
          height="48"
          rx="5"
          fill="#fff"
          transform="rotate(-14 47 62)"
        />
        <rect x="43" y="10" width="34" height="48" rx="5" fill="#fff8e0" />
        <rect
          x="56"
          y="14"
          width="34"
          height="48"
          rx="5"
          fill="#fff"
          transform="rotate(14 73 62)"
        />
      </g>
      <text x="60" y="42" textAnchor="middle" fontSize="20" fill="#c0152f">
        ♥
      </text>
      <ellipse cx="60" cy="72" rx="36" ry="4" fill="#f3e3e3" />
    </svg>
  );
}
