import './GameArt.css';
import type { GameCodeField } from '@cardroom/contract';
import type { ReactNode } from 'react';

/**
 * Each game's lobby artwork, drawn inline (no image downloads): what the table looks like at
 * a glance, on the tile's own tone.
 */
export function GameArt({ code }: { code: GameCodeField }) {
  return (
    <svg className="game-art" viewBox="0 0 120 72" aria-hidden="true" focusable="false">
      {ART[code]}
    </svg>
  );
}

function Card({ x, y, r = 0, rank, suit, red }: CardProps) {
  return (
    <g transform={`rotate(${r} ${x + 13} ${y + 36})`}>
      <rect x={x} y={y} width="26" height="36" rx="3.5" fill="#fff" stroke="rgb(0 0 0 / 0.15)" />
      <text x={x + 5} y={y + 12} fontSize="10" fontWeight="800" fill={red ? '#c0152f' : '#1a1a1a'}>
        {rank}
      </text>
      <text
        x={x + 13}
        y={y + 28}
        fontSize="13"
        textAnchor="middle"
        fill={red ? '#c0152f' : '#1a1a1a'}
      >
        {suit}
      </text>
    </g>
  );
}

interface CardProps {
  x: number;
  y: number;
  r?: number;
  rank: string;
  suit: string;
  red?: boolean;
}

const gold = '#f8cf4f';

const ART: Record<GameCodeField, ReactNode> = {
  'dragon-tiger': (
    <>
      <circle cx="30" cy="36" r="22" fill="rgb(255 255 255 / 0.1)" />
      <circle cx="90" cy="36" r="22" fill="rgb(255 255 255 / 0.1)" />
      <path d="M16 44c6-16 20-22 30-14-6 0-9 4-8 9-8-4-15 0-22 5z" fill={gold} />
      <path d="M74 28l6 4 6-6 6 6 6-4-3 16H77z" fill={gold} />
      <Card x={24} y={20} r={-8} rank="K" suit="♦" red />
      <Card x={70} y={20} r={8} rank="7" suit="♠" />
      <text x="60" y="42" textAnchor="middle" fontSize="12" fontWeight="900" fill={gold}>
        VS
      </text>
    </>
  ),
  'andar-bahar': (
    <>
      <rect x="6" y="10" width="48" height="52" rx="8" fill="rgb(255 255 255 / 0.08)" />
      <rect x="66" y="10" width="48" height="52" rx="8" fill="rgb(255 255 255 / 0.08)" />
      <Card x={47} y={4} rank="J" suit="♥" red />
      <Card x={12} y={30} r={-6} rank="4" suit="♣" />
      <Card x={82} y={30} r={6} rank="J" suit="♠" />
    </>
  ),
  'teen-patti': (
    <>
      <ellipse cx="60" cy="62" rx="50" ry="8" fill="rgb(0 0 0 / 0.15)" />
      <Card x={30} y={20} r={-16} rank="A" suit="♥" red />
      <Card x={47} y={14} rank="A" suit="♠" />
      <Card x={64} y={20} r={16} rank="A" suit="♦" red />
      <circle cx="100" cy="18" r="9" fill={gold} stroke="#fff" strokeDasharray="3 2" />
    </>
  ),
  baccarat: (
    <>
      <path d="M8 60c20-18 84-18 104 0" fill="none" stroke={gold} strokeWidth="2" />
      <Card x={18} y={14} r={-6} rank="9" suit="♣" />
      <Card x={38} y={16} r={4} rank="Q" suit="♥" red />
      <Card x={64} y={16} r={-4} rank="8" suit="♦" red />
      <Card x={84} y={14} r={6} rank="10" suit="♠" />
    </>
  ),
};
