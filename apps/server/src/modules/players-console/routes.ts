import { consoleApi } from '@cardroom/contract/console';
import type { Deps } from '../../deps.js';
import type { ConsoleCtx, ConsoleRouter } from '../../http/console-router.js';
import { conflict } from '../../http/errors.js';
import { setSignInBlocked } from '../auth/index.js';
import { adjustBalance } from './adjust.js';
import { playerHistory } from './history.js';
import { listPlayers } from './list.js';
import { playerByUid, playerDetail, searchPlayers } from './lookup.js';
import { addNote, playerNotesByUid, setTag } from './notes.js';
import { playerRecords } from './records.js';
import { deleteSegment, listSegments, saveSegment } from './segments.js';

/** Block or unblock, with the audit row (before → after) in the change's transaction. */
async function setBlocked(
  deps: Deps,
  input: { playerUid: string; reason: string },
  ctx: ConsoleCtx<true>,
  blocked: boolean,
) {
  const user = await playerByUid(deps, input.playerUid);
  const changed = await deps.db.transaction(async (tx) => {
    if (!(await setSignInBlocked(tx, user.id, blocked))) return false;
    await ctx.audit(tx, {
      action: blocked ? 'player.block' : 'player.unblock',
      target: `player:${user.uid}`,
      before: { disabled: !blocked },
      after: { disabled: blocked, reason: input.reason },
    });
    return true;
  });
  if (!changed) throw conflict(blocked ? 'consolePlayerAlreadyBlocked' : 'consolePlayerNotBlocked');
  return { uid: user.uid, disabled: blocked };
}

/** The console's Players page: search, a player's account and tabs, block, adjust. */
export function registerPlayerConsoleRoutes(c: ConsoleRouter, deps: Deps): void {
  c.handle(consoleApi.consolePlayerSearch, (input) => searchPlayers(deps, input));
  c.handle(consoleApi.consolePlayerGet, (input) => playerDetail(deps, input.playerUid));
  c.handle(consoleApi.consolePlayerRecords, async (input) => {
    const user = await playerByUid(deps, input.playerUid);
    return playerRecords(deps, user.id, input);
  });
  c.handle(consoleApi.consolePlayerBlock, (input, ctx) => setBlocked(deps, input, ctx, true));
  c.handle(consoleApi.consolePlayerUnblock, (input, ctx) => setBlocked(deps, input, ctx, false));
  c.handle(consoleApi.consolePlayerAdjust, (input, ctx) => adjustBalance(deps, input, ctx));
  // The CRM: the list, saved segments, notes and tags, sign-in history.
  c.handle(consoleApi.consolePlayerList, (input) => listPlayers(deps, input));
  c.handle(consoleApi.consolePlayerHistory, (input) => playerHistory(deps, input.playerUid));
  c.handle(consoleApi.consolePlayerNotes, (input) => playerNotesByUid(deps, input.playerUid));
  c.handle(consoleApi.consolePlayerNoteAdd, (input, ctx) => addNote(deps, input, ctx));
  c.handle(consoleApi.consolePlayerTag, (input, ctx) => setTag(deps, input, ctx));
  c.handle(consoleApi.consoleSegmentsList, () => listSegments(deps));
  c.handle(consoleApi.consoleSegmentSave, (input, ctx) => saveSegment(deps, input, ctx));
  c.handle(consoleApi.consoleSegmentDelete, (input, ctx) => deleteSegment(deps, input.id, ctx));
}
