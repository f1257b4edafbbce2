import { NO_RISK, type RiskSummary } from '@cardroom/contract/console';
import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { forbidden, notFound } from '../../http/errors.js';
import { sessions } from '../auth/index.js';
import { readSetting } from '../settings/index.js';
import { type SignupOrigin, type UserRow, users } from '../users/index.js';
import { factsOf } from './facts.js';
import { evaluate } from './rules.js';
import { riskRulesSetting } from './settings.js';

/**
 * Each player's money totals and risk flags, for a page of queue cards: one query per rule for
 * the whole page (facts.ts), then the pure rules (rules.ts).
 */
export async function riskOf(
  deps: Pick<Deps, 'db' | 'market' | 'now'>,
  userIds: readonly number[],
): Promise<Map<number, RiskSummary>> {
  const rules = await readSetting(deps.db, deps.market.code, riskRulesSetting);
  const facts = await factsOf(deps.db, userIds, rules, deps.now());
  return new Map(
    [...facts].map(([id, f]) => [
      id,
      {
        depositsTotal: f.deposits,
        withdrawalsTotal: f.withdrawals,
        bonusTotal: f.bonus,
        flags: evaluate(f, rules, deps.market.code),
      },
    ]),
  );
}

export async function playerRisk(deps: Deps, uid: string) {
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.uid, uid));
  if (!user) throw notFound('consolePlayerNotFound');
  const risk = await riskOf(deps, [user.id]);
  return { ...(risk.get(user.id) ?? NO_RISK), currencySign: deps.market.currencySign };
}

/** True when a blocked player (other than `userId`) used this device: signed in or as guest. */
async function blockedOnDevice(db: DbOrTx, device: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.disabled, true),
        sql`${users.id} <> ${userId}`,
        or(
          eq(users.guestDevice, device),
          sql`exists (select 1 from ${sessions} s where s.user_id = ${users.id} and s.device_number = ${device})`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The sign-up check (src/flows/user-registered.ts, in the account's transaction): when the
 * `blockedDevice` rule says so, an account opened from a device a blocked player used is
 * refused and rolls back whole. A self-excluded player's devices are refused already by the
 * break's holds (modules/breaks, holds.ts), whatever this setting says.
 */
export async function refuseBlockedDeviceSignup(
  deps: Deps,
  tx: Tx,
  user: Pick<UserRow, 'id' | 'guestDevice'>,
  origin: SignupOrigin,
): Promise<void> {
  const rules = await readSetting(tx, deps.market.code, riskRulesSetting);
  if (!rules.blockedDevice.enabled || !rules.blockedDevice.refuseSignup) return;
  for (const device of new Set([origin.device, user.guestDevice])) {
    const d = device?.trim();
    if (d && (await blockedOnDevice(tx, d, user.id))) throw forbidden('signupDeviceBlocked');
  }
}
