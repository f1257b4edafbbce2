import { describe, expect, it, vi } from 'vitest';
import { browserLocation, memoryLocation } from './location';

describe('browserLocation', () => {
  it('numbers history entries so Back knows when this visit has nowhere to go', () => {
    window.history.replaceState(null, '', '/pages/home/Home?x=1');
    const location = browserLocation(window);
    expect(location.get()).toEqual({ pathname: '/pages/home/Home', search: '?x=1', hash: '' });
    expect(location.canGoBack()).toBe(false);

    const seen = vi.fn();
    location.subscribe(seen);
    location.go('/pages/vip/Vip', { replace: false });
    expect(window.location.pathname).toBe('/pages/vip/Vip');
    expect(location.get().pathname).toBe('/pages/vip/Vip');
    expect(location.canGoBack()).toBe(true);
    expect(seen).toHaveBeenCalledTimes(1);

    // A redirect replaces the entry: still one step from the first page.
    location.go('/pages/Login/Login', { replace: true });
    expect(location.canGoBack()).toBe(true);
    expect(window.history.state).toEqual({ idx: 1 });
  });

  it('keeps the snapshot object until the location changes', () => {
    const location = browserLocation(window);
    const first = location.get();
    expect(location.get()).toBe(first);
    location.go('/pages/earn/Earn', { replace: false });
    expect(location.get()).not.toBe(first);
  });

  it('follows the browser going back (popstate)', async () => {
    window.history.replaceState(null, '', '/pages/home/Home');
    const location = browserLocation(window);
    location.go('/pages/promo/Promo', { replace: false });
    const popped = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    location.back(1);
    await popped;
    expect(location.get().pathname).toBe('/pages/home/Home');
    expect(location.canGoBack()).toBe(false);
  });
});

describe('memoryLocation', () => {
  it('pushes, replaces and goes back without an address bar', () => {
    const location = memoryLocation('/pages/home/Home');
    location.go('/pages/wallet/Deposit?tab=1', { replace: false });
    expect(location.get()).toEqual({
      pathname: '/pages/wallet/Deposit',
      search: '?tab=1',
      hash: '',
    });
    location.go('/pages/wallet/Deposit?tab=2', { replace: true });
    expect(location.entries).toEqual(['/pages/home/Home', '/pages/wallet/Deposit?tab=2']);
    expect(location.canGoBack()).toBe(true);
    location.back(1);
    expect(location.get().pathname).toBe('/pages/home/Home');
    expect(location.canGoBack()).toBe(false);
    // Going somewhere new from an earlier entry drops the ones after it, as a browser does.
    location.go('/pages/vip/Vip', { replace: false });
    expect(location.entries).toEqual(['/pages/home/Home', '/pages/vip/Vip']);
  });
});
