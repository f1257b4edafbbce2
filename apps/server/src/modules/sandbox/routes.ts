import { nationalNumber, sandboxApi } from '@cardroom/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import type { Router } from '../../http/router.js';
import { smsMessages } from '../sms/index.js';

/** Registered only in sandbox mode: the sandbox's windows into the outside parties it simulates. */
export function registerSandboxRoutes(app: FastifyInstance, r: Router, deps: Deps): void {
  r.handle(sandboxApi.sandboxSms, async (input) => {
    const rows = await deps.db
      .select()
      .from(smsMessages)
      // The number as typed (0812…, +62 812…) finds the messages sent to its national number.
      .where(eq(smsMessages.mobile, nationalNumber(deps.market, input.mobile)))
      .orderBy(desc(smsMessages.id))
      .limit(20);
    return {
      messages: rows.map((m) => ({
        mobile: m.mobile,
        text: m.text,
        type: m.type,
        createdAt: m.createdAt.toISOString(),
      })),
    };
  });

  const google = deps.sandboxGoogle;
  if (google) {
    r.handle(sandboxApi.sandboxGoogleToken, async (input) => ({
      idToken: await google.mint({ email: input.email, name: input.name }),
    }));
    app.get('/sandbox/google/jwks', async () => google.jwks);
  }
}
