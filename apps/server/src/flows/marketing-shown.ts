import type { SQL } from 'drizzle-orm';
import type { Deps } from '../deps.js';
import { notSentDuringBreak } from '../modules/breaks/index.js';

/**
 * Which operator (marketing) messages a player sees (inbox's mailbox.ts, as conditions on the
 * message's `sentAt`); system messages about their money are never filtered.
 * 1. none sent during their break.
 */
export function marketingShown(_deps: Deps, userId: number, sentAt: SQL): SQL[] {
  return [notSentDuringBreak(userId, sentAt)];
}
