import { type GameCodeField, gameEndpoints as g } from '@cardroom/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import type { Router } from '../../http/router.js';
import { userById } from '../users/index.js';
import { playRound } from './house.js';
import { tableLimits } from './limits.js';
import { presentRound, roundNumberOf } from './presenter.js';
import { gameRecords } from './records.js';
import { gameRounds, gameSeeds } from './schema.js';
import { forgetSeed } from './seed-cache.js';
import { activeSeeds, rotateSeeds, seedsInfo, setClientSeed } from './seeds.js';
import { launch, openSession, sessionOf } from './sessions.js';

export function registerGameRoutes(r: Router, deps: Deps): void {
  const { db } = deps;
  const balance = (userId: number) => deps.ledger.balance(db, userId);

  r.handle(g.gameLaunch, (input, ctx) => launch(deps, ctx.session.userId, input.gameCode));

  r.handle(g.gameOpen, async (input, ctx) => {
    const s = await openSession(
      deps,
      input.launchToken,
      async (id) => (await userById(db, id)).uid,
    );
    const seeds = await activeSeeds(db, s.userId);
    return {
      token: s.token,
      gameCode: s.gameCode as GameCodeField,
      uid: s.uid,
      currency: deps.ledger.currency,
      balance: await balance(s.userId),
      seeds: seedsInfo(seeds),
      table: await tableLimits(deps, ctx.log),
    };
  });

  r.handle(g.gamePlay, async (input, ctx) => {
    const session = await sessionOf(deps, input.token);
    return playRound(deps, input.token, session, input.bets, ctx);
  });

  // What a reloaded game page resumes with: the same session, no new launch token.
  r.handle(g.gameSeeds, async (input, ctx) => {
    const s = await sessionOf(deps, input.token);
    return {
      gameCode: s.gameCode as GameCodeField,
      seeds: seedsInfo(await activeSeeds(db, s.userId)),
      balance: await balance(s.userId),
      table: await tableLimits(deps, ctx.log),
    };
  });

  r.handle(g.gameClientSeed, async (input) => {
    const s = await sessionOf(deps, input.token);
    const seeds = await setClientSeed(db, s.userId, input.clientSeed);
    // The next round deals with the new client seed (a round dealt with the old one re-deals).
    forgetSeed(deps, s.userId);
    return { seeds: seedsInfo(seeds) };
  });

  r.handle(g.gameRotate, async (input) => {
    const s = await sessionOf(deps, input.token);
    const { old, next } = await db.transaction((tx) => rotateSeeds(tx, s.userId, deps.now()));
    forgetSeed(deps, s.userId);
    return {
      revealed: {
        serverSeed: old.serverSeed,
        serverSeedHash: old.serverSeedHash,
        clientSeed: old.clientSeed,
        rounds: old.nonce,
      },
      seeds: seedsInfo(next),
    };
  });

  r.handle(g.gameRounds, async (input) => {
    const s = await sessionOf(deps, input.token);
    const rows = await db
      .select({ round: gameRounds, seed: gameSeeds })
      .from(gameRounds)
      .innerJoin(gameSeeds, eq(gameSeeds.id, gameRounds.seedId))
      .where(and(eq(gameRounds.userId, s.userId), eq(gameRounds.gameCode, s.gameCode)))
      .orderBy(desc(gameRounds.id))
      .limit(input.limit);
    // Newest first and all of this player's rounds of this game: numbers count down by one.
    const newest = rows[0] ? await roundNumberOf(db, rows[0].round) : 0;
    return { list: rows.map((row, i) => presentRound(row.round, row.seed, newest - i)) };
  });

  r.handle(g.gameRecord, (input, ctx) => gameRecords(deps, ctx.session.userId, input));
  // A Game records row opened: the player's own round only, as the table's Fairness panel shows it.
  r.handle(g.gameRecordRound, async (input, ctx) => {
    const [row] = await db
      .select({ round: gameRounds, seed: gameSeeds })
      .from(gameRounds)
      .innerJoin(gameSeeds, eq(gameSeeds.id, gameRounds.seedId))
      .where(and(eq(gameRounds.betUuid, input.betId), eq(gameRounds.userId, ctx.session.userId)));
    if (!row) throw notFound('gameRoundNotFound');
    return { round: presentRound(row.round, row.seed, await roundNumberOf(db, row.round)) };
  });
}
