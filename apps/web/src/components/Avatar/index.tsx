import './Avatar.css';

/** Built-in avatars, chosen as "avatar:N" (the contract's avatar format). */
export const AVATARS = [
  { bg: '#7a0c14', fg: '#f8cf4f', suit: '♠' },
  { bg: '#c0192c', fg: '#fff', suit: '♥' },
  { bg: '#1f1a1c', fg: '#f8cf4f', suit: '♣' },
  { bg: '#e8b52f', fg: '#5c0a12', suit: '♦' },
  { bg: '#17915a', fg: '#fff', suit: '♠' },
  { bg: '#2456a6', fg: '#fff', suit: '♦' },
  { bg: '#6b2fa0', fg: '#ffe08a', suit: '♥' },
  { bg: '#d35400', fg: '#fff', suit: '♣' },
] as const;

export function avatarIndex(avatar: string | undefined): number | null {
  const m = /^avatar:(\d{1,2})$/.exec(avatar ?? '');
  if (!m) return null;
  const n = Number(m[1]);
  return n >= 1 && n <= AVATARS.length ? n : null;
}

export function Avatar({
  avatar,
  name = '',
  size = 56,
}: {
  avatar?: string;
  name?: string;
  size?: number;
}) {
  const n = avatarIndex(avatar);
  const look = AVATARS[(n ?? 1) - 1] ?? AVATARS[0];
  const initial = n === null ? name.trim().charAt(0).toUpperCase() : '';
  return (
    <svg
      className="avatar"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-label={name || 'avatar'}
    >
      <circle cx="32" cy="32" r="32" fill={look.bg} />
      <circle cx="32" cy="32" r="28" fill="none" stroke={look.fg} strokeOpacity="0.35" />
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={initial ? 28 : 32}
        fontWeight="800"
        fill={look.fg}
      >
        {initial || look.suit}
      </text>
    </svg>
  );
}
