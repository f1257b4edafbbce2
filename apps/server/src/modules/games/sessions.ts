import { type GameCodeField, State } from '@cardroom/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import { gameSessions, hashToken, newToken } from '../wallet-api/index.js';
import { RecentMap } from './recent.js';
import { gameLaunchTokens } from './schema.js';

export const LAUNCH_TTL_MS = 60_000;
export const SESSION_TTL_MS = 2 * 3600_000;

/** Not 401: that would sign the player out of the app; the game page shows its own message. */
export const sessionEnded = () => new AppError(State.forbidden, 'gameSessionEnded');

/** A launch URL for the game page: relative, so it opens on whichever host served the app. */
export async function launch(deps: Deps, userId: number, gameCode: GameCodeField) {
  const token = newToken();
  await deps.db.insert(gameLaunchTokens).values({
    tokenHash: hashToken(token),
    userId,
    gameCode,
    expiresAt: new Date(deps.now().getTime() + LAUNCH_TTL_MS),
  });
  return {
    url: `/games/${gameCode}?launch=${token}`,
    gameCode,
    expiresIn: LAUNCH_TTL_MS / 1000,
  };
}

/** Exchanges a launch token, once and before it expires, for a game session token. */
export async function openSession(
  deps: Deps,
  launchToken: string,
  uidOf: (id: number) => Promise<string>,
) {
  const now = deps.now();
  const [used] = await deps.db
    .update(gameLaunchTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(gameLaunchTokens.tokenHash, hashToken(launchToken)),
        isNull(gameLaunchTokens.usedAt),
        gt(gameLaunchTokens.expiresAt, now),
      ),
    )
    .returning({ userId: gameLaunchTokens.userId, gameCode: gameLaunchTokens.gameCode });
  if (!used) throw new AppError(State.forbidden, 'gameLaunchInvalid');
  const token = newToken();
  const uid = await uidOf(used.userId);
  await deps.db.insert(gameSessions).values({
    tokenHash: hashToken(token),
    userId: used.userId,
    uid,
    gameCode: used.gameCode,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return { token, userId: used.userId, uid, gameCode: used.gameCode };
}

export interface GameSession {
  userId: number;
  uid: string;
  gameCode: string;
}

/**
 * Sessions by token hash. A session row never changes, so an instance may keep what it read;
 * the wallet still checks the token and its expiry in the database on every bet, so this only
 * saves the game routes a round trip. Bounded: the least recently used go first.
 */
const SESSION_CACHE_SIZE = 10_000;
const sessionCaches = new WeakMap<Deps, RecentMap<string, GameSession & { expiresAt: Date }>>();

/** The live session a game call belongs to, or the "session ended" refusal. */
export async function sessionOf(deps: Deps, token: string): Promise<GameSession> {
  let cache = sessionCaches.get(deps);
  if (!cache) {
    cache = new RecentMap(SESSION_CACHE_SIZE);
    sessionCaches.set(deps, cache);
  }
  const hash = hashToken(token);
  let s = cache.get(hash);
  if (!s) {
    [s] = await deps.db
      .select({
        userId: gameSessions.userId,
        uid: gameSessions.uid,
        gameCode: gameSessions.gameCode,
        expiresAt: gameSessions.expiresAt,
      })
      .from(gameSessions)
      .where(eq(gameSessions.tokenHash, hash));
    if (!s) throw sessionEnded();
    cache.set(hash, s);
  }
  if (s.expiresAt <= deps.now()) throw sessionEnded();
  return { userId: s.userId, uid: s.uid, gameCode: s.gameCode };
}
