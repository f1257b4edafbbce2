import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindNavDriver } from '../../../nav';
import { useApp } from '../../../stores/app';
import type { LangKey } from '../../../stores/language';
import { session } from '../../../stores/session';
import { answerFail, openPage, resetPage, stubServer } from '../../../test/render';
import SignupBonus from '.';

// fetch is the outside boundary: a small stand-in for the server's sign-up bonus, counting claims.
type State = 'open' | 'claimable' | 'claimed' | 'expired' | 'windowPassed' | 'notEligible';
const HOUR = 3_600_000;
const DONE_AT = '2026-11-23T03:04:00.000Z';
let state: State = 'open';
let done: Record<string, boolean> = {};
let rounds = 0;
let claims = 0;
let visited: string[] = [];

function info() {
  const task = (kind: string, target = 0, current = 0) => ({
    kind,
    target,
    current,
    doneAt: done[kind] ? DONE_AT : null,
  });
  return {
    promotionId: 'p9',
    title: 'Sign-up bonus',
    rules: 'Finish four tasks within 24 hours of registering.',
    state,
    reward: 1_000,
    wageringMultiple: 1,
    tasks: [
      task('bind_phone'),
      task('first_deposit'),
      task('play_rounds', 3, done.play_rounds ? 3 : rounds),
      task('withdraw_password'),
    ],
    registeredAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    windowEndsAt: new Date(Date.now() + 22 * HOUR + 10 * 60_000).toISOString(),
    grant:
      state === 'claimable' || state === 'claimed'
        ? {
            grantId: '77',
            state: state === 'claimable' ? 'claimable' : 'credited',
            expiresAt: new Date(Date.now() + 6 * 24 * HOUR + 5 * HOUR).toISOString(),
            creditedAt: null,
          }
        : null,
  };
}

beforeEach(() => {
  state = 'open';
  done = {};
  rounds = 0;
  claims = 0;
  visited = [];
  stubServer(async (path) => {
    if (path === '/promo/signup/info') return { state: '200', msg: '', resultData: info() };
    if (path === '/promo/signup/claim') {
      claims += 1;
      // Answer a little later, as a real server would: a second tap lands while this is pending.
      await new Promise((r) => setTimeout(r, 30));
      state = 'claimed';
      return { state: '200', msg: '', resultData: { amount: 1_000, balance: 5_000 } };
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
  useApp.setState({ phoneNumberPrefix: '+91', currencySign: '₹' });
  session.setAuth('sign-1', 'u1');
});

afterEach(resetPage);

const open = (lang: LangKey) => openPage(lang, <SignupBonus />);
const isDone = (kind: string) => screen.getByTestId(`signup-task-${kind}`).dataset.done;

describe('Sign-up bonus page', () => {
  it('a new player sees the four tasks, each with a way to do it, and the time left', async () => {
    rounds = 1;
    await open('en');
    expect((await screen.findByTestId('signup-reward')).textContent).toBe('Reward: ₹10');
    const tasks = screen.getByTestId('signup-tasks').textContent;
    expect(tasks).toContain('Bind your phone number');
    expect(tasks).toContain('Make your first deposit');
    expect(tasks).toContain('Play 3 rounds of any game');
    expect(tasks).toContain('1 of 3 rounds');
    expect(tasks).toContain('Set a withdraw password');
    expect(['bind_phone', 'first_deposit', 'play_rounds', 'withdraw_password'].map(isDone)).toEqual(
      ['false', 'false', 'false', 'false'],
    );
    expect(screen.getByTestId('signup-window-left').textContent).toBe(
      'Finish all tasks within 22 h 10 min',
    );
    expect(screen.queryByTestId('signup-claim')).toBeNull();
    fireEvent.click(screen.getByTestId('signup-go-bind_phone'));
    fireEvent.click(screen.getByTestId('signup-go-withdraw_password'));
    fireEvent.click(screen.getByTestId('signup-go-play_rounds'));
    await new Promise((r) => setTimeout(r, 0));
    expect(visited).toEqual([
      '/pages/account/PhoneBinding/PhoneBinding',
      '/pages/account/WithdrawalPassword/WithdrawalPassword',
      '/pages/home/Home',
    ]);
    expect(screen.getByTestId('promo-rules').textContent).toContain('within 24 hours');
  });

  it('ticks the done tasks with when, and claims once on a double tap', async () => {
    done = { bind_phone: true, first_deposit: true, play_rounds: true, withdraw_password: true };
    state = 'claimable';
    await open('en');
    const button = await screen.findByTestId('signup-claim');
    expect(isDone('play_rounds')).toBe('true');
    expect(screen.getByTestId('signup-task-first_deposit').textContent).toContain('Done ');
    expect(screen.queryByTestId('signup-go-bind_phone')).toBeNull();
    expect(button.textContent).toBe('Claim ₹10');
    expect(screen.getByTestId('signup-kept-left').textContent).toBe('Claim within 6 d 5 h');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByTestId('signup-claimed')).toBeTruthy();
    expect(claims).toBe(1);
    expect(screen.getByTestId('signup-claimed').textContent).toBe('Bonus claimed');
  });

  it('in Indonesian: the tasks, and that the window has passed with no way to do them', async () => {
    done = { bind_phone: true };
    state = 'windowPassed';
    await open('ind');
    expect((await screen.findByTestId('signup-windowPassed')).textContent).toBe(
      'Waktu untuk menyelesaikan tugas sudah lewat',
    );
    expect(screen.getByTestId('signup-tasks').textContent).toContain('Hubungkan nomor HP');
    expect(screen.queryByTestId('signup-go-first_deposit')).toBeNull();
    expect(screen.queryByTestId('signup-claim')).toBeNull();
  });

  it('says when the player is not eligible, or the reward expired', async () => {
    state = 'notEligible';
    await open('en');
    expect((await screen.findByTestId('signup-notEligible')).textContent).toBe(
      'This bonus is only for players who registered after it started',
    );
    await resetPage();
    state = 'expired';
    stubServer(() => ({ state: '200', msg: '', resultData: info() }));
    await open('ind');
    expect((await screen.findByTestId('signup-expired')).textContent).toBe(
      'Hadiah kedaluwarsa sebelum diklaim',
    );
  });
});
