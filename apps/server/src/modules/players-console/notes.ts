import type { PlayerNotes } from '@cardroom/contract/console';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import type { ConsoleCtx } from '../../http/console-router.js';
import { conflict } from '../../http/errors.js';
import { playerByUid } from './lookup.js';
import { playerNotes, playerTags } from './schema.js';

/**
 * Notes and tags on a player: who wrote them and when, each change audited in its own
 * transaction. Notes are kept as written; a tag is on or off (free text, the contract caps it
 * at 32 characters and lower-cases it, so "VIP" and "vip" are one tag).
 */

/** How many notes the page shows (newest first); older ones stay in the table and the audit. */
const NOTES_SHOWN = 100;

export async function notesOf(deps: Deps, userId: number): Promise<PlayerNotes> {
  const [notes, tags, known] = await Promise.all([
    deps.db
      .select()
      .from(playerNotes)
      .where(eq(playerNotes.userId, userId))
      .orderBy(desc(playerNotes.id))
      .limit(NOTES_SHOWN),
    deps.db
      .select()
      .from(playerTags)
      .where(eq(playerTags.userId, userId))
      .orderBy(asc(playerTags.tag)),
    // Distinct tags by an index-only skip over player_tags_tag_idx (a small set).
    deps.db
      .selectDistinct({ tag: playerTags.tag })
      .from(playerTags)
      .orderBy(asc(playerTags.tag))
      .limit(200),
  ]);
  return {
    notes: notes.map((n) => ({
      id: n.id,
      body: n.body,
      author: n.author,
      at: n.createdAt.toISOString(),
    })),
    tags: tags.map((t) => ({ tag: t.tag, author: t.author, at: t.createdAt.toISOString() })),
    knownTags: known.map((k) => k.tag),
  };
}

export async function playerNotesByUid(deps: Deps, uid: string) {
  const user = await playerByUid(deps, uid);
  return notesOf(deps, user.id);
}

export async function addNote(
  deps: Deps,
  input: { playerUid: string; body: string },
  ctx: ConsoleCtx<true>,
): Promise<PlayerNotes> {
  const user = await playerByUid(deps, input.playerUid);
  await deps.db.transaction(async (tx) => {
    const [note] = await tx
      .insert(playerNotes)
      .values({ userId: user.id, body: input.body, author: ctx.operator.login })
      .returning({ id: playerNotes.id });
    await ctx.audit(tx, {
      action: 'player.note',
      target: `player:${user.uid}`,
      before: null,
      after: { noteId: note?.id, body: input.body },
    });
  });
  return notesOf(deps, user.id);
}

export async function setTag(
  deps: Deps,
  input: { playerUid: string; tag: string; on: boolean },
  ctx: ConsoleCtx<true>,
): Promise<PlayerNotes> {
  const user = await playerByUid(deps, input.playerUid);
  const changed = await deps.db.transaction(async (tx) => {
    const rows = input.on
      ? await tx
          .insert(playerTags)
          .values({ userId: user.id, tag: input.tag, author: ctx.operator.login })
          .onConflictDoNothing()
          .returning({ tag: playerTags.tag })
      : await tx
          .delete(playerTags)
          .where(and(eq(playerTags.userId, user.id), eq(playerTags.tag, input.tag)))
          .returning({ tag: playerTags.tag });
    if (rows.length === 0) return false;
    await ctx.audit(tx, {
      action: input.on ? 'player.tag' : 'player.untag',
      target: `player:${user.uid}`,
      before: { tag: input.tag, on: !input.on },
      after: { tag: input.tag, on: input.on },
    });
    return true;
  });
  if (!changed) throw conflict(input.on ? 'consolePlayerTagPresent' : 'consolePlayerTagAbsent');
  return notesOf(deps, user.id);
}
