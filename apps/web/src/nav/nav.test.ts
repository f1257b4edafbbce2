// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkNavigation, createNav, type GuardState, NAV_ERRORS, type NavDriver } from './nav';
import { ALL_PAGES, DEPOSIT, editionIcon, editionTitleKey, HOME, PAGES, TAB_PAGES } from './pages';

const open: GuardState = { phoneNumberPrefix: '+62', rechargeOpen: undefined };

function harness(opts: { guard?: GuardState; history?: number; lockMs?: number } = {}) {
  const log: string[] = [];
  let time = 0;
  let blocked = 0;
  let depth = opts.history ?? 0;
  const driver: NavDriver = {
    go(url, { replace }) {
      log.push(`${replace ? 'replace' : 'push'} ${url}`);
      if (!replace) depth += 1;
    },
    back(delta) {
      log.push(`back ${delta}`);
      depth -= delta;
    },
    canGoBack: () => depth > 0,
  };
  const nav = createNav({
    driver,
    guard: () => opts.guard ?? open,
    onDepositBlocked: () => {
      blocked += 1;
    },
    lockMs: opts.lockMs ?? 500,
    now: () => time,
  });
  return {
    nav,
    log,
    blocked: () => blocked,
    tick: (ms: number) => {
      time += ms;
    },
  };
}

describe('checkNavigation', () => {
  it('needs a url', () => {
    expect(checkNavigation('navigateTo', '', open)).toEqual({
      ok: false,
      error: 'Missing required args: "url"',
    });
    expect(checkNavigation('redirectTo', undefined, open)).toEqual({
      ok: false,
      error: NAV_ERRORS.missingUrl,
    });
  });

  it('refuses unknown pages with the path in the text', () => {
    expect(checkNavigation('navigateTo', '/pages/nope/Nope?x=1', open)).toEqual({
      ok: false,
      error: 'page `/pages/nope/Nope` is not found',
    });
  });

  it('refuses navigateTo and redirectTo to a tab page', () => {
    for (const kind of ['navigateTo', 'redirectTo'] as const) {
      expect(checkNavigation(kind, HOME, open)).toEqual({
        ok: false,
        error: 'can not navigateTo a tabbar page',
      });
    }
  });

  it('refuses switchTab to a page that is not a tab', () => {
    expect(checkNavigation('switchTab', '/pages/account/Language', open)).toEqual({
      ok: false,
      error: 'can not switch to no-tabBar page',
    });
  });

  it('allows every spec page by the right method and keeps the query', () => {
    for (const p of ALL_PAGES) {
      const kind = TAB_PAGES.includes(p) ? 'switchTab' : 'navigateTo';
      expect(checkNavigation(kind, `${p.path}?a=1`, open)).toEqual({
        ok: true,
        url: `${p.path}?a=1`,
      });
    }
    expect(checkNavigation('reLaunch', '/', open)).toEqual({ ok: true, url: '/' });
    expect(checkNavigation('reLaunch', '/pages/index/index', open).ok).toBe(true);
  });
});

describe('deposit guard (+91)', () => {
  const closed: GuardState = { phoneNumberPrefix: '+91', rechargeOpen: false };

  it('blocks the deposit page by every method and raises the popup instead', async () => {
    for (const kind of ['navigateTo', 'redirectTo', 'reLaunch', 'switchTab'] as const) {
      expect(checkNavigation(kind, DEPOSIT, closed)).toEqual({
        ok: false,
        blocked: 'depositClosed',
      });
    }
    const h = harness({ guard: closed });
    expect(await h.nav.navigateTo(`${DEPOSIT}?tab=1`)).toBe(false);
    expect(await h.nav.redirectTo(DEPOSIT)).toBe(false);
    expect(await h.nav.reLaunch(DEPOSIT)).toBe(false);
    expect(await h.nav.switchTab(DEPOSIT)).toBe(false);
    expect(h.blocked()).toBe(4);
    expect(h.log).toEqual([]);
  });

  it('lets the deposit page open when recharge is open or the prefix is not +91', async () => {
    expect(
      checkNavigation('navigateTo', DEPOSIT, { phoneNumberPrefix: '+91', rechargeOpen: true }).ok,
    ).toBe(true);
    expect(
      checkNavigation('navigateTo', DEPOSIT, { phoneNumberPrefix: '+62', rechargeOpen: false }).ok,
    ).toBe(true);
  });
});

describe('createNav', () => {
  it('pushes for navigateTo and replaces for the others', async () => {
    const h = harness();
    await h.nav.navigateTo('/pages/mail/Mail');
    await h.nav.redirectTo('/pages/search/Search');
    await h.nav.reLaunch('/');
    await h.nav.switchTab('/pages/vip/Vip');
    expect(h.log).toEqual([
      'push /pages/mail/Mail',
      'replace /pages/search/Search',
      'replace /',
      'replace /pages/vip/Vip',
    ]);
  });

  it('rejects with the spec texts', async () => {
    const h = harness();
    await expect(h.nav.navigateTo('')).rejects.toThrow('Missing required args: "url"');
    await expect(h.nav.navigateTo('/x')).rejects.toThrow('page `/x` is not found');
    await expect(h.nav.navigateTo(HOME)).rejects.toThrow('can not navigateTo a tabbar page');
    await expect(h.nav.switchTab('/pages/mail/Mail')).rejects.toThrow(
      'can not switch to no-tabBar page',
    );
  });

  it('blocks a repeated navigation to the same url while locked', async () => {
    const h = harness({ lockMs: 500 });
    expect(await h.nav.navigateTo('/pages/mail/Mail')).toBe(true);
    expect(await h.nav.navigateTo('/pages/mail/Mail')).toBe(false);
    expect(await h.nav.navigateTo('/pages/search/Search')).toBe(true);
    h.tick(501);
    expect(await h.nav.navigateTo('/pages/mail/Mail')).toBe(true);
    expect(h.log).toEqual([
      'push /pages/mail/Mail',
      'push /pages/search/Search',
      'push /pages/mail/Mail',
    ]);
  });

  it('keeps the lock while a slow navigation is still running', async () => {
    let finish: () => void = () => {};
    const log: string[] = [];
    const nav = createNav({
      driver: {
        go: (url) =>
          new Promise<void>((resolve) => {
            log.push(url);
            finish = resolve;
          }),
        back: () => {},
        canGoBack: () => false,
      },
      guard: () => open,
      onDepositBlocked: () => {},
      lockMs: 0,
      now: () => 0,
    });
    const first = nav.navigateTo('/pages/mail/Mail');
    expect(await nav.navigateTo('/pages/mail/Mail')).toBe(false);
    finish();
    expect(await first).toBe(true);
    expect(log).toEqual(['/pages/mail/Mail']);
  });

  it('goes back when there is history and falls back to Home otherwise', async () => {
    const h = harness({ history: 1 });
    await h.nav.navigateBack();
    await h.nav.navigateBack();
    expect(h.log).toEqual(['back 1', `replace ${HOME}`]);
  });
});

describe('editionTitleKey', () => {
  it('names the Earn tab without "money" in the play-money edition only', () => {
    const earn = TAB_PAGES.find((p) => p.path === PAGES.earn.Earn);
    expect(earn?.titleKey).toBe('page.earn');
    expect(editionTitleKey('page.earn', true)).toBe('page.earnPlay');
    expect(editionTitleKey('page.earn', false)).toBe('page.earn');
    for (const p of TAB_PAGES.filter((t) => t !== earn)) {
      expect(editionTitleKey(p.titleKey, true)).toBe(p.titleKey);
    }
  });
});

describe('editionIcon', () => {
  it('draws the Earn tab as coins, not a currency sign, in the play-money edition only', () => {
    expect(editionIcon('earn', true)).toBe('coins');
    expect(editionIcon('earn', false)).toBe('earn');
    for (const icon of ['home', 'promo', 'vip', 'account'] as const) {
      expect(editionIcon(icon, true)).toBe(icon);
    }
  });
});
