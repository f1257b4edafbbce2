import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useApp } from '../../../stores/app';
import { session } from '../../../stores/session';
import { answerFail, answerOk, openPage, resetPage, stubServer } from '../../../test/render';
import InvitationalRanks from '.';

// fetch is the outside boundary: a small stand-in for the server's invitational board.
let mine: { rank: number; name: string; score: number; prize: number } | null;
const asked: string[] = [];

function view() {
  return {
    promotionId: 'i1',
    title: 'Invitation ranking',
    rules: 'Inviters are ranked by their valid invitees.',
    board: 'day',
    period: '2026-11-23',
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    updatedAt: new Date().toISOString(),
    prizes: [{ fromRank: 1, toRank: 1, amount: 3_000_000 }],
    minInvitees: 2,
    top: [
      { rank: 1, name: 'A***a', score: 5, prize: 3_000_000 },
      { rank: 2, name: 'B***i', score: 3, prize: 0 },
    ],
    my: mine,
    last: null,
  };
}

beforeEach(() => {
  asked.length = 0;
  mine = { rank: 2, name: 'B***i', score: 3, prize: 0 };
  stubServer((path) => {
    asked.push(path);
    if (path !== '/promo/inviteRanking/board') return answerFail();
    return answerOk(view());
  });
  useApp.setState({ phoneNumberPrefix: '+62', currencySign: 'Rp' });
  session.setAuth('sign-1', 'u1');
});

afterEach(async () => {
  await resetPage();
  session.clear();
});

describe('InvitationalRanks page', () => {
  it('shows inviters by valid invitees (counts, not money), the minimum and the own rank', async () => {
    await openPage('en', <InvitationalRanks />);
    const mineBox = await screen.findByTestId('rank-mine');
    expect(mineBox.textContent).toContain('#2');
    expect(mineBox.textContent).toContain('Valid invitees: 3');
    const rows = within(screen.getByTestId('rank-top')).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('.rank-score')?.textContent)).toEqual([
      '5 invited',
      '3 invited',
    ]);
    expect(rows[1]?.className).toContain('is-me');
    expect(screen.getByTestId('rank-min-bet').textContent).toBe(
      'Winners need 2 or more valid invitees',
    );
    expect(screen.getByTestId('rank-top').textContent).toContain('Ranked by valid invitees');
    expect(asked).toEqual(['/promo/inviteRanking/board']);
  });

  it('asks a player who is not ranked to invite friends, in Indonesian', async () => {
    mine = null;
    await openPage('ind', <InvitationalRanks />);
    expect((await screen.findByTestId('rank-mine')).textContent).toContain(
      'Belum masuk peringkat: undang teman untuk ikut',
    );
    expect(screen.getByTestId('rank-invite-friends').textContent).toBe('Undang teman');
    expect(screen.getByTestId('rank-min-bet').textContent).toBe(
      'Pemenang perlu minimal 2 undangan sah',
    );
  });
});
