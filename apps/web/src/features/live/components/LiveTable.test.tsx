import type { LiveMessage, LiveTableView } from '@cardroom/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApp } from '../../../stores/app';
import { useSession } from '../../../stores/session';
import { answerFail, answerOk, openPage, resetPage, stubServer } from '../../../test/render';
import LiveTable from './LiveTable';

// The outside boundaries: fetch (stubServer, checked against the contract) and the WebSocket.
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = FakeSocket.OPEN;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number; reason: string }) => void) | null = null;
  readonly sent: string[] = [];
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
  say(m: LiveMessage) {
    act(() => this.onmessage?.({ data: JSON.stringify(m) }));
  }
  drop(code = 1006) {
    this.readyState = 3;
    act(() => this.onclose?.({ code, reason: '' }));
  }
}

const NOW = Date.now();
function view(market: 'ID' | 'IN'): LiveTableView {
  const rp = market === 'ID';
  return {
    table: {
      id: 'dragon-tiger-1',
      game: 'dragon-tiger',
      name: { en: 'Live Dragon Tiger', id: 'Dragon Tiger Live' },
      open: true,
      bettingMs: 12_000,
      revealMs: 800,
      resultMs: 4_000,
      spot: { min: 1_000, max: rp ? 5_000_000 : 50_000 },
      round: { min: 1_000, max: rp ? 10_000_000 : 100_000 },
      chips: rp ? [1_000_000, 5_000_000] : [1_000, 5_000],
    },
    status: 'dealing',
    serverNow: NOW,
    round: {
      number: 4,
      phase: 'betting',
      phaseEndsAt: NOW + 8_000,
      cards: [],
      totals: [],
      players: 0,
      result: null,
    },
    road: [],
    commitment: null,
    you: { bets: [], balance: rp ? 50_000_000 : 100_000, lastPayout: null },
  };
}

let tableCalls = 0;
const bets: Array<Record<string, unknown>> = [];
function serve(market: 'ID' | 'IN', betAnswer: object) {
  useApp.setState(
    market === 'IN'
      ? { phoneNumberPrefix: '+91', currencySign: '₹' }
      : { phoneNumberPrefix: '+62', currencySign: 'Rp' },
  );
  stubServer((path, body) => {
    if (path === '/live/table') {
      tableCalls++;
      return answerOk(view(market));
    }
    if (path === '/live/bet') {
      bets.push(body);
      return betAnswer;
    }
    return answerFail();
  });
}

beforeEach(() => {
  FakeSocket.all = [];
  tableCalls = 0;
  bets.length = 0;
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(async () => {
  useSession.setState({ sign: '', uid: '' });
  await resetPage();
});

/** The bets the page sent on a socket (its `bet` messages). */
const socketBets = (socket: FakeSocket | undefined) =>
  (socket?.sent ?? [])
    .map((raw) => JSON.parse(raw) as { type: string; requestId?: string; locale?: string })
    .filter((m) => m.type === 'bet');

/**
 * A signed-in player at the table in `market` and `lang`: the page opened, its socket open and
 * signed in (the server's view with the player's own part). Answers that socket.
 */
async function signedInTable(market: 'ID' | 'IN', lang: 'en' | 'ind', betAnswer: object) {
  useSession.setState({ sign: 'the-sign', uid: 'the-uid' });
  serve(market, betAnswer);
  await openPage(lang, <LiveTable tableId="dragon-tiger-1" />);
  await screen.findByTestId('live-balance');
  const socket = FakeSocket.all[0] as FakeSocket;
  act(() => socket.onopen?.());
  expect(JSON.parse(socket.sent[0] ?? '{}')).toEqual({ type: 'auth', sign: 'the-sign' });
  socket.say({ type: 'view', view: view(market) });
  return socket;
}

describe('a live table', () => {
  it('shows the window on the server clock and the totals as they come, sends a double tap once, says the refusal, and reconnects', async () => {
    serve('IN', answerFail('400', 'Betting has closed for this round, wait for the next one'));
    await openPage('en', <LiveTable tableId="dragon-tiger-1" />);
    expect((await screen.findByTestId('live-balance')).textContent).toBe('₹1,000');
    expect(screen.getByTestId('live-countdown').getAttribute('data-seconds')).toMatch(/^[78]$/);
    const socket = FakeSocket.all[0];
    expect(socket?.url).toMatch(/\/live\/socket\?table=dragon-tiger-1$/);
    socket?.say({
      type: 'totals',
      number: 4,
      totals: [{ spot: 'tiger', stake: 30_000, players: 3 }],
      players: 3,
    });
    expect(screen.getByTestId('live-total-tiger').textContent).toBe('All ₹300 · 3 players');
    expect(screen.getByTestId('live-players').textContent).toBe('3 players');

    fireEvent.click(screen.getByTestId('live-chip-5000'));
    fireEvent.click(screen.getByTestId('live-spot-dragon'));
    fireEvent.click(screen.getByTestId('live-spot-dragon'));
    expect(screen.getByTestId('live-pending-total').textContent).toBe('₹100');
    fireEvent.click(screen.getByTestId('live-bet'));
    fireEvent.click(screen.getByTestId('live-bet'));
    expect((await screen.findByTestId('live-error')).textContent).toBe(
      'Betting has closed for this round, wait for the next one',
    );
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({
      tableId: 'dragon-tiger-1',
      number: 4,
      bets: [{ spot: 'dragon', stake: 10_000 }],
    });
    expect(String(bets[0]?.requestId)).toMatch(/^[0-9a-f-]{36}$/);

    socket?.say({
      type: 'phase',
      number: 4,
      phase: 'closed',
      phaseEndsAt: null,
      serverNow: NOW + 8_000,
    });
    expect((screen.getByTestId('live-spot-dragon') as HTMLButtonElement).disabled).toBe(true);
    socket?.drop();
    expect(screen.getByTestId('live-reconnecting')).toBeTruthy();
    // After the backoff: the view again, then a new socket; live once the table speaks.
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2), { timeout: 3_000 });
    expect(tableCalls).toBe(2);
    FakeSocket.all[1]?.say({ type: 'view', view: view('IN') });
    expect(screen.queryByTestId('live-reconnecting')).toBeNull();
  });

  it('refuses a chip past the spot limit before any call, in Indonesian rupiah', async () => {
    serve('ID', answerOk({ bets: [], balance: 0 }));
    await openPage('ind', <LiveTable tableId="dragon-tiger-1" />);
    expect((await screen.findByTestId('live-balance')).textContent).toBe('Rp 500.000');
    fireEvent.click(screen.getByTestId('live-chip-5000000'));
    fireEvent.click(screen.getByTestId('live-spot-tie'));
    fireEvent.click(screen.getByTestId('live-spot-tie'));
    expect(screen.getByTestId('live-error').textContent).toBe(
      'Taruhan maksimal per kotak adalah Rp 50.000',
    );
    expect(screen.getByTestId('live-pending-total').textContent).toBe('Rp 50 rb');
    expect(bets).toHaveLength(0);
  });

  it("sends a signed-in player's bet on the table socket, and the same bet again after the socket dropped its answer", async () => {
    const first = await signedInTable(
      'IN',
      'en',
      answerOk({ bets: [{ spot: 'dragon', stake: 5_000 }], balance: 95_000 }),
    );

    fireEvent.click(screen.getByTestId('live-chip-5000'));
    fireEvent.click(screen.getByTestId('live-spot-dragon'));
    fireEvent.click(screen.getByTestId('live-bet'));
    const [sent] = socketBets(first);
    expect(sent).toMatchObject({
      type: 'bet',
      number: 4,
      bets: [{ spot: 'dragon', stake: 5_000 }],
      locale: 'en',
    });
    expect(bets).toHaveLength(0);
    // The socket breaks before the answer: the player reads why, the chips stay to send.
    first.drop();
    expect((await screen.findByTestId('live-error')).textContent).toMatch(/No connection/);
    expect(screen.getByTestId('live-pending-total').textContent).toBe('₹50');

    // Tapped again before the socket is back: the same bet as a call, the same id.
    fireEvent.click(screen.getByTestId('live-bet'));
    await vi.waitFor(() => expect(bets).toHaveLength(1));
    expect(bets[0]?.requestId).toBe(sent?.requestId);
    await vi.waitFor(() => expect(screen.getByTestId('live-balance').textContent).toBe('₹950'));
    expect(screen.queryByTestId('live-error')).toBeNull();
  });

  it("shows a refusal answered on the socket in the player's words", async () => {
    const socket = await signedInTable('ID', 'ind', answerFail());
    fireEvent.click(screen.getByTestId('live-chip-1000000'));
    fireEvent.click(screen.getByTestId('live-spot-tiger'));
    fireEvent.click(screen.getByTestId('live-bet'));
    const [sent] = socketBets(socket);
    expect(sent?.locale).toBe('id');
    socket.say({
      type: 'bet',
      requestId: String(sent?.requestId),
      state: '400',
      msg: 'Taruhan untuk ronde ini sudah ditutup',
    });
    expect((await screen.findByTestId('live-error')).textContent).toBe(
      'Taruhan untuk ronde ini sudah ditutup',
    );
    expect(bets).toHaveLength(0);
    expect(screen.getByTestId('live-balance').textContent).toBe('Rp 500.000');
  });

  it('shows a bet placed when the table told of it and the socket broke before its answer', async () => {
    const socket = await signedInTable('IN', 'en', answerFail());
    fireEvent.click(screen.getByTestId('live-chip-5000'));
    fireEvent.click(screen.getByTestId('live-spot-tiger'));
    fireEvent.click(screen.getByTestId('live-bet'));
    const [sent] = socketBets(socket);
    // The bet's `you` (with its id) arrives, then the connection breaks before the answer.
    socket.say({
      type: 'you',
      number: 4,
      bets: [{ spot: 'tiger', stake: 5_000 }],
      payout: null,
      balance: 95_000,
      requestId: String(sent?.requestId),
    });
    socket.drop();
    await vi.waitFor(() => expect(screen.getByTestId('live-pending-total').textContent).toBe('₹0'));
    expect(screen.queryByTestId('live-error')).toBeNull();
    expect(screen.getByTestId('live-balance').textContent).toBe('₹950');
    expect(bets).toHaveLength(0);
  });
});
