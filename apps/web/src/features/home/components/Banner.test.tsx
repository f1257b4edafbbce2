import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel, SWIPER_INTERVAL_MS } from './Banner';

const banner = (id: string) => ({
  id,
  title: `Banner ${id}`,
  imageUrl: `/banners/${id}.svg`,
  link: '',
});
const art = (container: Element, i: number) =>
  container.querySelector(`[data-testid="banner-${i}"] img`)?.getAttribute('src') ?? null;

// Moves the fake clock; effects and state updates land inside act.
const advance = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms);
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('BannerCarousel', () => {
  it('fetches the first banner’s art at once and each next one halfway through the slide before it', async () => {
    const { container } = render(<BannerCarousel banners={['a', 'b', 'c'].map(banner)} />);
    await act(() => advance(0));
    expect([0, 1, 2].map((i) => art(container, i))).toEqual(['/banners/a.svg', null, null]);

    await act(() => advance(SWIPER_INTERVAL_MS / 2));
    expect([0, 1, 2].map((i) => art(container, i))).toEqual([
      '/banners/a.svg',
      '/banners/b.svg',
      null,
    ]);

    // The second slide shows at 5 s; the third's art comes halfway through it.
    await act(() => advance(SWIPER_INTERVAL_MS / 2));
    expect(container.querySelector('[data-testid="banner-1"]')?.getAttribute('aria-hidden')).toBe(
      'false',
    );
    expect(art(container, 2)).toBeNull();
    await act(() => advance(SWIPER_INTERVAL_MS / 2));
    expect([0, 1, 2].map((i) => art(container, i))).toEqual([
      '/banners/a.svg',
      '/banners/b.svg',
      '/banners/c.svg',
    ]);
  });
});
