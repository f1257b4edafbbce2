import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useApp } from '../../../../stores/app';
import { session } from '../../../../stores/session';
import { answerFail, answerOk, openPage, resetPage, stubServer } from '../../../../test/render';
import Ranking from '.';

// fetch is the outside boundary: a small stand-in for the server's boards, per board asked.
type Board = 'day' | 'week' | 'month';
const asked: Board[] = [];
/** Half a minute short of 5 h 12 min from the test's start, so the countdown reads 5 h 12 min. */
let endsAt = '';
let mine: { rank: number; name: string; score: number; prize: number } | null;

const line = (rank: number) => ({
  rank,
  name: `P***${rank % 10}`,
  score: (60 - rank) * 100_000,
  prize: rank === 1 ? 5_000_000 : rank <= 10 ? 1_000_000 : 0,
});

function view(board: Board) {
  const n = board === 'day' ? 12 : board === 'week' ? 50 : 0;
  return {
    promotionId: 'r1',
    title: 'Rankings',
    rules: 'Ranked by valid bet.\nEqual valid bets rank the older account first.',
    board,
    period: board === 'day' ? '2026-11-23' : board === 'week' ? '2026-W48' : '2026-11',
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt,
    updatedAt: new Date().toISOString(),
    prizes: [
      { fromRank: 1, toRank: 1, amount: 5_000_000 },
      { fromRank: 4, toRank: 10, amount: 1_000_000 },
    ],
    minBet: board === 'month' ? 10_000_000 : 0,
    top: Array.from({ length: n }, (_, i) => line(i + 1)),
    my: board === 'day' ? mine : null,
    last:
      board === 'day'
        ? {
            period: '2026-11-22',
            final: true,
            winners: [
              { ...line(1), state: 'paid' },
              { ...line(4), state: 'unpaid' },
            ],
            my: { ...line(1), state: 'paid' },
          }
        : null,
  };
}

beforeEach(() => {
  asked.length = 0;
  endsAt = new Date(Date.now() + (5 * 60 + 12) * 60_000 - 30_000).toISOString();
  mine = { rank: 7, name: 'B***i', score: 5_300_000, prize: 1_000_000 };
  stubServer((path, body) => {
    if (path !== '/promo/ranking/board') return answerFail();
    const board = body.board as Board;
    asked.push(board);
    return answerOk(view(board));
  });
  useApp.setState({ phoneNumberPrefix: '+62', currencySign: 'Rp' });
  session.setAuth('sign-1', 'u1');
});

afterEach(async () => {
  await resetPage();
  session.clear();
});

describe('Ranking page', () => {
  it('shows the daily board: countdown, prizes, own rank pinned and highlighted, last winners paid', async () => {
    await openPage('en', <Ranking />);
    expect((await screen.findByTestId('rank-closes')).textContent).toBe(
      'Today’s board closes in 5 h 12 min',
    );
    expect(screen.getByTestId('rank-tab-day').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('rank-prize-1').textContent).toBe('Rank 1Rp 50,000');
    expect(screen.getByTestId('rank-prize-4').textContent).toBe('Ranks 4–10Rp 10,000');
    const mineBox = screen.getByTestId('rank-mine');
    expect(mineBox.textContent).toContain('#7');
    expect(mineBox.textContent).toContain('Valid bet Rp 53,000');
    expect(screen.getByTestId('rank-mine-prize').textContent).toBe(
      'Prize if it closed now: Rp 10,000',
    );
    const rows = within(screen.getByTestId('rank-top')).getAllByRole('listitem');
    expect(rows).toHaveLength(12);
    expect(rows[6]?.className).toContain('is-me');
    expect(rows[6]?.textContent).toContain('You');
    expect(rows[0]?.textContent).toContain('P***1');
    const last = screen.getByTestId('rank-last');
    expect(last.textContent).toContain('Last period’s winners (2026-11-22)');
    expect(
      within(last)
        .getAllByRole('listitem')
        .map((r) => r.dataset.state),
    ).toEqual(['paid', 'unpaid']);
    expect(screen.getByTestId('rank-last-mine').textContent).toBe(
      'You were #1 and won Rp 50,000 · Paid',
    );
    expect(screen.getByTestId('promo-rules').textContent).toContain('older account first');
  });

  it('switches to the weekly and monthly boards, in Indonesian', async () => {
    mine = null;
    await openPage('ind', <Ranking />);
    expect((await screen.findByTestId('rank-mine')).textContent).toBe(
      'Belum masuk peringkat: pasang taruhan untuk ikut',
    );
    fireEvent.click(screen.getByTestId('rank-tab-week'));
    await waitFor(() =>
      expect(screen.getByTestId('ranking-page').getAttribute('data-board')).toBe('week'),
    );
    expect(screen.getByTestId('rank-closes').textContent).toBe(
      'Papan minggu ini ditutup dalam 5 jam 12 mnt',
    );
    expect(within(screen.getByTestId('rank-top')).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.queryByTestId('rank-last')).toBeNull();
    fireEvent.click(screen.getByTestId('rank-tab-month'));
    expect(await screen.findByTestId('rank-empty')).toBeTruthy();
    expect(screen.getByTestId('rank-min-bet').textContent).toBe(
      'Pemenang perlu taruhan sah minimal Rp 100.000',
    );
    expect(asked).toEqual(['day', 'week', 'month']);
  });

  it('asks a visitor to sign in for their own rank', async () => {
    session.clear();
    mine = null;
    await openPage('en', <Ranking />);
    expect((await screen.findByTestId('rank-mine')).textContent).toBe('Sign in to see your rank');
  });
});
