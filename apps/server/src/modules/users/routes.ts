import { api } from '@cardroom/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { payloadOf, type Router } from '../../http/router.js';
import { serviceSetting } from '../app/index.js';
import { readSetting } from '../settings/index.js';
import { presentUser } from './presenter.js';
import { users } from './schema.js';
import { assertBirthday, userById } from './service.js';

export function registerUserRoutes(r: Router, deps: Deps): void {
  const { db, market } = deps;
  const present = async (userId: number) => {
    const user = await userById(db, userId);
    const balance = await deps.ledger.balance(db, userId, 'cash');
    return presentUser(user, { balance, phonePrefix: market.phonePrefix });
  };

  r.handle(api.getUserInfo, (_input, ctx) => present(ctx.session.userId));

  r.handle(api.updateUserInfo, async (input, ctx) => {
    const changes = payloadOf(api.updateUserInfo, input);
    assertBirthday(changes.birthday, deps.now(), market.code);
    if (Object.keys(changes).length > 0) {
      await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, ctx.session.userId));
    }
    return present(ctx.session.userId);
  });

  // Once: a second confirmation keeps the first time.
  r.handle(api.confirmAdult, async (_input, ctx) => {
    await db
      .update(users)
      .set({ adultConfirmedAt: deps.now(), updatedAt: new Date() })
      .where(and(eq(users.id, ctx.session.userId), isNull(users.adultConfirmedAt)));
    return present(ctx.session.userId);
  });

  r.handle(api.reportOnline, async (input, ctx) => {
    await db
      .update(users)
      .set({ lastOnlineAt: sql`now()`, lastPlaceId: input.placeId })
      .where(eq(users.id, ctx.session.userId));
    return {};
  });

  r.handle(api.reportAdid, async (input, ctx) => {
    await db.update(users).set({ adid: input.adid }).where(eq(users.id, ctx.session.userId));
    return {};
  });

  r.handle(api.serviceIndex, async () => readSetting(db, market.code, serviceSetting));
}
