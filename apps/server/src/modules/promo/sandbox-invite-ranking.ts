import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { refuseInvalid } from '../../http/raw-routes.js';
import { invitations } from '../invite/index.js';
import { users } from '../users/index.js';

/**
 * Sandbox mode only, and for testing only: marks an invited player valid now, standing in for
 * the invitation programme's "valid invitee" rule, which the invite module owns and which is
 * not built on this branch yet (issue 12). The invitation itself is real: the player must
 * have signed up with an inviter's code (`users.referred_by`, set at registration). It writes
 * the `invitations` row the invite module would write, so the invitational ranks count it
 * like any other valid invitee. Once the invite module decides validity (a deposit through the
 * sandbox payment rails), testers should use that path and this route should go.
 */
const body = z.object({ uid: z.string().regex(/^\d{1,20}$/) }).strict();

export function registerSandboxInviteRankingTestRoute(app: FastifyInstance, deps: Deps): void {
  app.post('/sandbox/test-only/invite-ranking/mark-valid', async (req, reply) => {
    const parsed = body.safeParse(req.body ?? {});
    if (!parsed.success) return refuseInvalid(reply, parsed.error);
    const [user] = await deps.db
      .select({ id: users.id, referredBy: users.referredBy, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.uid, parsed.data.uid));
    if (!user) return reply.code(404).send({ ok: false, error: 'no player with that uid' });
    if (user.referredBy === null) {
      return reply
        .code(409)
        .send({ ok: false, error: 'this player signed up without an invite code' });
    }
    const now = deps.now();
    const [row] = await deps.db
      .insert(invitations)
      .values({
        inviteeId: user.id,
        inviterId: user.referredBy,
        createdAt: user.createdAt,
        validAt: now,
        status: 'pass',
      })
      // A row the invite module wrote at sign-up keeps its own fields; a valid time stays.
      .onConflictDoUpdate({
        target: invitations.inviteeId,
        set: { validAt: sql`coalesce(${invitations.validAt}, ${now.toISOString()}::timestamptz)` },
      })
      .returning({ validAt: invitations.validAt });
    return { ok: true, validAt: row?.validAt?.toISOString() ?? null };
  });
}
