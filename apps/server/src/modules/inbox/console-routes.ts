import { consoleApi } from '@cardroom/contract/console';
import type { Deps } from '../../deps.js';
import type { ConsoleRouter } from '../../http/console-router.js';
import { badRequest, conflict, notFound, OperatorError } from '../../http/errors.js';
import {
  broadcast,
  cancelBroadcast,
  listBroadcasts,
  type OperatorMail,
  type Segment,
  segmentReach,
  sendToPlayer,
} from './send.js';

/**
 * The console's Inbox page: the same service calls as `npm run ops -- inbox`, each change
 * audited in its own transaction. The contract checks the fields as `checkMail` does; what is
 * left for the service to refuse (a segment's bounds, an unknown uid, a broadcast already
 * cancelled) is answered with a console message.
 */

const mailOf = (m: {
  titleEn: string;
  titleId: string;
  bodyEn: string;
  bodyId: string;
  link: string;
}): OperatorMail => ({
  title: { en: m.titleEn, id: m.titleId },
  body: { en: m.bodyEn, id: m.bodyId },
  link: m.link,
});

/** The broadcast's segment; a saved one is read now (its players, through the flows). */
const segmentOf = async (
  deps: Deps,
  s: {
    savedSegmentId?: number | undefined;
    vipMin?: number | undefined;
    vipMax?: number | undefined;
    signedUpFrom?: string | undefined;
    signedUpTo?: string | undefined;
  },
): Promise<Segment> => ({
  saved:
    s.savedSegmentId === undefined
      ? undefined
      : await deps.flows.savedSegmentPlayers(deps, s.savedSegmentId),
  vipMin: s.vipMin,
  vipMax: s.vipMax,
  signedUpFrom: s.signedUpFrom ? new Date(s.signedUpFrom) : undefined,
  signedUpTo: s.signedUpTo ? new Date(s.signedUpTo) : undefined,
});

/** Runs a service call; its refusal (an OperatorError, CLI wording) becomes `refusal`. */
async function refusedAs<T>(refusal: () => Error, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof OperatorError) throw refusal();
    throw err;
  }
}

const iso = (t: Date | null) => (t ? t.toISOString() : null);

export function registerInboxConsoleRoutes(c: ConsoleRouter, deps: Deps): void {
  c.handle(consoleApi.consoleInboxBroadcasts, async () => {
    const now = deps.now().getTime();
    const list = await listBroadcasts(deps);
    return {
      market: deps.market.code,
      broadcasts: list.map((b) => ({
        id: b.id,
        title: b.title,
        body: b.body,
        link: b.link,
        state: b.cancelledAt
          ? ('cancelled' as const)
          : b.sendAt.getTime() > now
            ? ('scheduled' as const)
            : ('sent' as const),
        vipMin: b.vipMin,
        vipMax: b.vipMax,
        signedUpFrom: iso(b.signedUpFrom),
        signedUpTo: iso(b.signedUpTo),
        savedSegment: b.savedSegment,
        sendAt: b.sendAt.toISOString(),
        createdBy: b.createdBy,
        cancelledAt: iso(b.cancelledAt),
        reach: b.players,
        read: b.read,
        deleted: b.deleted,
      })),
    };
  });

  c.handle(consoleApi.consoleInboxReach, async (input) => ({
    players: await refusedAs(
      () => badRequest('consoleSegmentInvalid'),
      async () => segmentReach(deps, await segmentOf(deps, input)),
    ),
  }));

  c.handle(consoleApi.consoleInboxBroadcast, async (input, ctx) => {
    const sendAt = input.sendAt ? new Date(input.sendAt) : undefined;
    // A minute's grace for the operator's clock and the time spent filling the form.
    if (sendAt && sendAt.getTime() < deps.now().getTime() - 60_000) {
      throw badRequest('consoleSendAtPast');
    }
    const segment = await segmentOf(deps, input);
    const players = await refusedAs(
      () => badRequest('consoleSegmentInvalid'),
      () => segmentReach(deps, segment),
    );
    const row = await refusedAs(
      () => badRequest('consoleSegmentInvalid'),
      () =>
        broadcast(
          deps,
          { ...mailOf(input), segment, sendAt, by: `console:${ctx.operator.login}` },
          (tx, b) =>
            ctx.audit(tx, {
              action: 'inbox.broadcast',
              target: `broadcast:${b.id}`,
              before: null,
              after: {
                title: b.title,
                link: b.link,
                vipMin: b.vipMin,
                vipMax: b.vipMax,
                signedUpFrom: iso(b.signedUpFrom),
                signedUpTo: iso(b.signedUpTo),
                savedSegment: b.savedSegment,
                sendAt: b.sendAt.toISOString(),
                reachAtCompose: players,
              },
            }),
        ),
    );
    return { id: row.id, players };
  });

  c.handle(consoleApi.consoleInboxCancel, async (input, ctx) => {
    const row = await refusedAs(
      () => conflict('consoleBroadcastNotActive'),
      () =>
        cancelBroadcast(deps, input.id, (tx, b) =>
          ctx.audit(tx, {
            action: 'inbox.cancel',
            target: `broadcast:${b.id}`,
            before: { cancelledAt: null },
            after: { cancelledAt: iso(b.cancelledAt) },
          }),
        ),
    );
    return { id: row.id };
  });

  c.handle(consoleApi.consoleInboxSendToPlayer, async (input, ctx) => {
    const row = await refusedAs(
      () => notFound('consolePlayerNotFound'),
      () =>
        sendToPlayer(deps, input.playerUid, mailOf(input), (tx, m) =>
          ctx.audit(tx, {
            action: 'inbox.send',
            target: `player:${input.playerUid}`,
            before: null,
            after: { messageId: m.id, title: m.title, link: m.link },
          }),
        ),
    );
    return { id: row.id };
  });
}
