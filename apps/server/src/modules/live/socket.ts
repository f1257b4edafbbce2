import type { Deps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import { realtimeOf } from '../realtime/index.js';
import { ensureLiveSession, placeLiveBet } from './bets.js';
import { tableView } from './views.js';

/**
 * What a socket gets first (on connect, after `auth`, after the bus lost messages): the table's
 * view as `/live/table` answers it, with the player's `you` when signed in, its public part from
 * the instance's cache (view-cache.ts); null (the socket is closed 4404) for a table the market
 * does not have.
 */
export function registerFirstMessage(deps: Deps): void {
  realtimeOf(deps).setFirstMessage(async (tableId, player, reason) => {
    try {
      const view = await tableView(deps, tableId, player && { userId: player.userId }, {
        fromCache: true,
      });
      // A player who joins the table gets their game session now, not on their first bet
      // (bets.ts liveToken). Should this fail, the first bet makes it. Not on a resync: every
      // signed-in socket of the instance gets its view again at once, each player's session was
      // made when they joined, and a bet makes one that is missing.
      if (player && reason === 'join') {
        await ensureLiveSession(deps, player, view.table.game).catch(() => undefined);
      }
      return { type: 'view', view };
    } catch (err) {
      if (err instanceof AppError) return null;
      throw err;
    }
  });
}

/**
 * A bet sent on a signed-in table socket: placed as `/live/bet` places it (its statement checks
 * the player's session open), on the socket's table, with the same once-only `requestId`, so a
 * bet sent on the socket and again over HTTP (the app falls back when its socket drops) is one
 * bet. What it saves is the HTTP call around it and the session read before it (docs/
 * SCALING.md "Bets on the table's socket").
 */
export function registerSocketBets(deps: Deps): void {
  realtimeOf(deps).setSocketBet((tableId, player, bet, locale) =>
    placeLiveBet(
      deps,
      player,
      { tableId, number: bet.number, bets: bet.bets, requestId: bet.requestId },
      { locale },
    ),
  );
}
