import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindNavDriver } from '../../../nav';
import { useApp } from '../../../stores/app';
import type { LangKey } from '../../../stores/language';
import { session, useSession } from '../../../stores/session';
import { useUi } from '../../../stores/ui';
import { answerFail, answerOk, openPage, resetPage, stubServer } from '../../../test/render';
import Earn from '.';

// fetch is the outside boundary: a small stand-in for the server's invite module, with a team
// of 23 invitees today (two pages) and one more in the last 7 days, and a rebate to claim.
type Row = { phone: string; invitedAt: string; deposit: number; status: string };
const STATUSES = ['under_review', 'pass', 'claimable', 'reclaim', 'claim'];
const today: Row[] = Array.from({ length: 23 }, (_, i) => ({
  phone: `812****${String(i).padStart(2, '0')}`,
  invitedAt: '2026-11-23T03:00:00.000Z',
  deposit: i * 1_000_000,
  status: STATUSES[i % 5] as string,
}));
const week: Row[] = [
  ...today,
  { phone: '899****01', invitedAt: '2026-11-19T03:00:00.000Z', deposit: 0, status: 'pass' },
];
let live = true;
let held = false;
let claimable = 1_234_500;
let claims = 0;
let infoCalls = 0;
let failInfo = false;
let failTeam = false;
let emptyTeam = false;
let teamCalls: Record<string, unknown>[] = [];
let visited: string[] = [];

function info() {
  return {
    referralUrl: 'http://127.0.0.1:5243/?invite_code=AB12CD34',
    inviteCode: 'AB12CD34',
    programme: {
      live,
      rewardPerPair: 5_000_000,
      needsPhone: true,
      minDeposit: 5_000_000,
      // The real-money edition: turnover counts only in play money.
      minValidBet: 0,
      withinDays: 7,
      rebateBps: 50,
      payoutTime: '05:00 IST',
    },
    totals: { invitees: 24, validInvitees: 10, rewardsPaid: 10_000_000, rewardsWaiting: 5_000_000 },
    rebate: { claimable, claimed: 2_000_000, held },
  };
}

// The signed-in tab is a lazy chunk; the first import compiles it, which under a loaded machine
// can outlast a query's timeout. Importing it once first keeps each test's timeouts about the page.
beforeAll(() => import('../../../features/earn/SignedInEarn'));

beforeEach(() => {
  live = true;
  held = false;
  claimable = 1_234_500;
  claims = 0;
  infoCalls = 0;
  failInfo = false;
  failTeam = false;
  emptyTeam = false;
  teamCalls = [];
  visited = [];
  stubServer(async (path, body) => {
    if (path === '/invite/agent/info') {
      infoCalls += 1;
      return failInfo ? answerFail() : answerOk(info());
    }
    if (path === '/invite/team') {
      teamCalls.push(body);
      if (failTeam) return answerFail();
      const all = emptyTeam ? [] : body.range === 'today' ? today : week;
      const page = Number(body.page);
      const size = Number(body.pageSize);
      return answerOk({
        list: all.slice((page - 1) * size, page * size),
        total: all.length,
        page,
        counts: {
          invitees: all.length,
          valid: all.filter((r) => r.status !== 'under_review').length,
        },
      });
    }
    if (path === '/invite/agent/receiveRebate') {
      claims += 1;
      // Answer a little later, as a real server would: a second tap lands while this is pending.
      await new Promise((r) => setTimeout(r, 30));
      if (held) {
        return answerFail(
          '403',
          body.locale === 'id' ? 'Hadiah Anda sedang ditahan.' : 'Your rewards are on hold.',
        );
      }
      const amount = claimable;
      claimable = 0;
      return answerOk({ amount, balance: 9_000_000 });
    }
    return answerFail();
  });
  bindNavDriver({
    go: (url) => {
      visited.push(url);
    },
    back: () => {},
    canGoBack: () => false,
  });
  useApp.setState({ phoneNumberPrefix: '+62', currencySign: 'Rp' });
  session.setAuth('sign-1', 'u1');
});

afterEach(async () => {
  await resetPage();
  session.clear();
  sessionStorage.clear();
});

const open = (lang: LangKey) => openPage(lang, <Earn />);
const toast = () => useUi.getState().indicator?.text;

describe('Earn page, signed in', () => {
  it('shows the link, the QR code, the rules the server states, the totals and the rebate', async () => {
    await open('en');
    expect((await screen.findByTestId('earn-url')).textContent).toBe(
      'http://127.0.0.1:5243/?invite_code=AB12CD34',
    );
    expect(useSession.getState().inviteLink).toBe('http://127.0.0.1:5243/?invite_code=AB12CD34');
    expect(screen.getByTestId('earn-link').textContent).toContain('Invite code: AB12CD34');
    // The QR code's chunk loads on its own (the first import here is slow under the test runner).
    const qr = await screen.findByTestId('earn-qr', {}, { timeout: 8000 });
    expect(Number(qr.dataset.modules)).toBeGreaterThanOrEqual(21);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M0 0h7v1h-7z/);
    expect(screen.getByTestId('earn-rule-pair').textContent).toBe(
      'For every 2 valid invitees you get Rp 50,000.',
    );
    expect(screen.getByTestId('earn-rule-valid').textContent).toBe(
      'A friend is a valid invitee when:their phone number is boundthey deposit at least Rp 50,000 in total within 7 days of signing up',
    );
    expect(screen.getByTestId('earn-rule-payout').textContent).toBe(
      'Pair rewards are paid at 05:00 IST the next morning.',
    );
    expect(screen.getByTestId('earn-rule-rebate').textContent).toContain(
      'Agent rebate: 0.5% of your invitees’ valid bets',
    );
    expect(screen.queryByTestId('earn-paused')).toBeNull();
    expect(screen.getByTestId('earn-total-invitees').textContent).toBe('24');
    expect(screen.getByTestId('earn-total-valid').textContent).toBe('10');
    expect(screen.getByTestId('earn-total-paid').textContent).toBe('Rp 100,000');
    expect(screen.getByTestId('earn-total-waiting').textContent).toBe('Rp 50,000');
    expect(screen.getByTestId('earn-rebate-claimable').textContent).toBe('Rp 12,345');
    // No Web Share API in this browser: no Share button.
    expect(screen.queryByTestId('earn-share')).toBeNull();
    fireEvent.click(screen.getByTestId('earn-ranks'));
    expect(visited).toEqual(['/pages/promo/InvitationalRanks']);
  });

  it('says the programme is paused when the server says so', async () => {
    live = false;
    await open('ind');
    expect((await screen.findByTestId('earn-paused')).textContent).toContain(
      'Program undangan sedang dihentikan sementara',
    );
    expect(screen.getByTestId('earn-rule-valid').textContent).toContain('dalam 7 hari');
    expect(screen.getByTestId('earn-rule-rebate').textContent).toContain('Rabat agen: 0,5%');
  });

  it('lists the team a page at a time, by range, with labelled statuses and a legend', async () => {
    await open('en');
    await waitFor(() => expect(screen.getAllByTestId('earn-team-row')).toHaveLength(20));
    expect(teamCalls[0]).toMatchObject({ range: 'today', page: 1, pageSize: 20 });
    expect(screen.getByTestId('earn-team-counts').textContent).toBe('23 invitees, 18 valid');
    const first = screen.getAllByTestId('earn-team-row')[1] as HTMLElement;
    expect(within(first).getByTestId('earn-team-phone').textContent).toBe('812****01');
    expect(within(first).getByTestId('earn-team-status-pass').textContent).toBe('Pass');
    expect(within(first).getByTestId('earn-team-deposit').textContent).toBe('Deposit Rp 10,000');
    expect(first.textContent).toContain('Invited Nov 23, 2026');
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId('earn-team-row')).toHaveLength(23));
    expect(screen.queryByTestId('load-more')).toBeNull();
    fireEvent.click(screen.getByTestId('range-7d'));
    await waitFor(() =>
      expect(screen.getByTestId('earn-team-counts').textContent).toBe('24 invitees, 19 valid'),
    );
    expect(teamCalls.at(-1)).toMatchObject({ range: '7d', page: 1 });
    const legend = screen.getByTestId('earn-legend');
    expect(
      ['under_review', 'pass', 'claimable', 'reclaim', 'claim'].map(
        (s) => within(legend).getByTestId(`earn-legend-${s}`).textContent,
      ),
    ).toEqual(['Under Review', 'Pass', 'Claimable', 'ReClaim', 'Claim']);
    expect(legend.textContent).toContain('The pair’s reward was paid to your balance.');
  });

  it('retries a team list that failed, and says when no one signed up in the range', async () => {
    failTeam = true;
    await open('ind');
    const retry = await screen.findByTestId('list-error-retry');
    failTeam = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getAllByTestId('earn-team-row')).toHaveLength(20));
    emptyTeam = true;
    fireEvent.click(screen.getByTestId('range-30d'));
    expect((await screen.findByTestId('list-empty')).textContent).toBe(
      'Belum ada yang mendaftar lewat link Anda pada periode ini.',
    );
    expect(screen.getByTestId('earn-team-counts').textContent).toBe('0 undangan, 0 sah');
  });

  it('claims the rebate once on a double tap, then shows the new amounts', async () => {
    await open('en');
    const button = (await screen.findByTestId('earn-rebate-claim')) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    const before = infoCalls;
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(toast()).toBe('Rp 12,345 added to your balance'));
    expect(claims).toBe(1);
    await waitFor(() =>
      expect(screen.getByTestId('earn-rebate-claimable').textContent).toBe('Rp 0'),
    );
    expect(infoCalls).toBeGreaterThan(before);
    expect((screen.getByTestId('earn-rebate-claim') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a held inviter sees the server’s refusal in their language, and nothing is credited', async () => {
    held = true;
    await open('ind');
    expect((await screen.findByTestId('earn-rebate-held')).textContent).toContain('ditahan');
    fireEvent.click(screen.getByTestId('earn-rebate-claim'));
    expect((await screen.findByTestId('earn-rebate-refusal')).textContent).toBe(
      'Hadiah Anda sedang ditahan.',
    );
    expect(screen.getByTestId('earn-rebate-claimable').textContent).toBe('Rp 12.345');
  });

  it('a failed load says so and asks again on retry', async () => {
    failInfo = true;
    await open('en');
    const retry = await screen.findByTestId('query-error-retry');
    failInfo = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('earn-url')).toBeTruthy();
  });
});

describe('copy and share', () => {
  it('copies the link with the clipboard API: "Content copied"', async () => {
    const written: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async (s: string) => void written.push(s) },
    });
    await open('en');
    fireEvent.click(await screen.findByTestId('earn-copy'));
    await waitFor(() => expect(toast()).toBe('Content copied'));
    expect(written).toEqual(['http://127.0.0.1:5243/?invite_code=AB12CD34']);
  });

  it('falls back to the legacy copy when the clipboard API fails, and says when both fail', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async () => Promise.reject(new Error('denied')) },
    });
    let legacyOk = true;
    const copied: string[] = [];
    document.execCommand = (cmd: string) => {
      const area = document.querySelector('textarea');
      if (cmd === 'copy' && legacyOk) copied.push(area?.value ?? '');
      return legacyOk;
    };
    await open('ind');
    fireEvent.click(await screen.findByTestId('earn-copy'));
    await waitFor(() => expect(toast()).toBe('Konten disalin'));
    expect(copied).toEqual(['http://127.0.0.1:5243/?invite_code=AB12CD34']);
    legacyOk = false;
    fireEvent.click(screen.getByTestId('earn-copy'));
    await waitFor(() => expect(toast()).toBe('Gagal menyalin, silakan salin secara manual'));
  });

  it('offers Share where the Web Share API exists, with the link', async () => {
    const shared: ShareData[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      share: async (d: ShareData) => void shared.push(d),
    });
    await open('en');
    fireEvent.click(await screen.findByTestId('earn-share'));
    expect(shared[0]?.url).toBe('http://127.0.0.1:5243/?invite_code=AB12CD34');
    expect(shared[0]?.text).toBe('Join me on Cardroom');
  });
});

describe('Earn page, signed out', () => {
  it('tells the programme in general words, with no numbers, and signs in and comes back', async () => {
    session.clear();
    await open('en');
    const box = screen.getByTestId('earn-signed-out');
    expect(box.textContent).toContain('For every two friends');
    expect(box.textContent).not.toMatch(/\d/);
    fireEvent.click(screen.getByTestId('earn-sign-in'));
    expect(visited).toEqual(['/pages/Login/Login']);
    expect(sessionStorage.getItem('returnTo')).toBe('/pages/earn/Earn');
    expect(infoCalls).toBe(0);
    expect(teamCalls).toEqual([]);
  });
});
