import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../../lib/games/catalog';
import { GameArt } from './GameArt';

describe('GameArt', () => {
  it.each(CATALOG.map((g) => [g.code, g.name]))(
    '%s: its art is markup in the page, hidden from screen readers',
    (code, name) => {
      const { container } = render(<GameArt code={code} />);
      const art = container.querySelector('.game-art');
      expect(art?.getAttribute('aria-hidden')).toBe('true');
      const svg = art?.querySelector('svg');
      expect(svg?.getAttribute('viewBox')).toBe('0 0 120 72');
      expect(svg?.querySelector('title')?.textContent).toBe(name);
      // No request for a file: the tile draws no <img>.
      expect(container.querySelector('img')).toBeNull();
    },
  );
});
