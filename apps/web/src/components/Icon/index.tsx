/**
 * Inline SVG icons: a few hundred bytes each, no icon font to download, and they follow
 * `currentColor` so the tab bar's selected colour applies without extra assets.
 */
const paths = {
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  promo:
    'M4 9h16v4H4zM5 13h14v8H5zM12 9v12M12 9c-1.5-3-5-4-5.5-2S9 9 12 9zm0 0c1.5-3 5-4 5.5-2S15 9 12 9z',
  vip: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z',
  earn: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v10m3-8h-4.5a2 2 0 0 0 0 4h3a2 2 0 0 1 0 4H9',
  // A stack of coins with no currency sign: the play-money edition's Earn tab (no cash value).
  coins:
    'M4 7c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zm0 0v5c0 1.7 3.6 3 8 3s8-1.3 8-3V7M4 12v5c0 1.7 3.6 3 8 3s8-1.3 8-3v-5',
  account: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm-8 9c0-4 3.6-7 8-7s8 3 8 7',
  back: 'M15 4 7 12l8 8',
  chevron: 'M9 5l7 7-7 7',
  service:
    'M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 0 2 2h1v-5H6a2 2 0 0 0-2 2zm16 0a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 2zm-3 2c0 2-2 4-5 4',
  copy: 'M9 9h10v12H9zM5 15H4V3h11v1',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  lock: 'M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11',
  phone: 'M7 2h10v20H7zM11 18h2',
  card: 'M3 6h18v12H3zM3 10h18M6 15h4',
  list: 'M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01',
  dice: 'M4 4h16v16H4zM8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01',
  chat: 'M4 5h16v11H9l-5 4z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8c0-3.5 3-6 7-6s7 2.5 7 6',
  logout: 'M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10',
  key: 'M14.5 9.5a4.5 4.5 0 1 1-9 0 4.5 4.5 0 0 1 9 0zM13 12l8 8m-3-3 2-2',
  speaker: 'M4 10v4h4l5 4V6L8 10zm12-1a4 4 0 0 1 0 6',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3zM3 7l12-4v4M16 13.5h.01',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4',
  check: 'M5 12.5l4.5 4.5L19 7',
  google:
    'M21 12.2c0-.7-.1-1.3-.2-1.9H12v3.6h5c-.2 1.2-.9 2.2-1.9 2.8v2.4h3.1c1.8-1.7 2.8-4.1 2.8-6.9zM12 21c2.6 0 4.7-.9 6.3-2.3l-3.1-2.4c-.9.6-2 .9-3.2.9-2.5 0-4.6-1.7-5.3-3.9H3.5v2.4A9.5 9.5 0 0 0 12 21zM6.7 13.3a5.7 5.7 0 0 1 0-3.6V7.3H3.5a9.5 9.5 0 0 0 0 8.4zM12 6.3c1.4 0 2.6.5 3.6 1.4l2.7-2.7A9.4 9.4 0 0 0 3.5 7.3l3.2 2.4c.7-2.2 2.8-3.4 5.3-3.4z',
  close: 'M6 6l12 12M18 6 6 18',
} as const;

export type IconName = keyof typeof paths;

const filled: ReadonlySet<IconName> = new Set(['google']);

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  const fill = filled.has(name);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill ? 'currentColor' : 'none'}
      stroke={fill ? 'none' : 'currentColor'}
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
