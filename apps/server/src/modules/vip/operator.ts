import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { OperatorError } from '../../http/errors.js';
import { putSetting, readSetting, SettingInvalidError } from '../settings/index.js';
import { users } from '../users/index.js';
import { levelUpsOf, progressOf } from './service.js';
import { type VipLevelRow, type VipLevels, vipLevelsSetting } from './settings.js';

/** The operator's side of VIP levels (`npm run ops -- vip …`). */

export const readVipLevels = (deps: Deps): Promise<VipLevels> =>
  readSetting(deps.db, deps.market.code, vipLevelsSetting);

/**
 * Changes one level's thresholds or reward (the fields given). The whole table is checked by
 * the setting's schema before it is stored; a refusal names the level and the rule. Players
 * keep the levels they reached (levels never go down), and a level already rewarded is not
 * paid again whatever its new reward.
 */
export async function setLevelRow(
  deps: Deps,
  level: number,
  patch: Partial<Omit<VipLevelRow, 'level'>>,
): Promise<VipLevels> {
  const table = await readVipLevels(deps);
  const levels = [...table.levels];
  const at = levels.findIndex((l) => l.level === level);
  if (at >= 0) {
    const row = levels[at] as VipLevelRow;
    levels[at] = { ...row, ...patch };
  } else if (level === levels.length) {
    levels.push({ level, deposit: 0, validBet: 0, reward: 0, ...patch });
  } else {
    throw new OperatorError(
      `level ${level} does not exist; the next new level is ${levels.length}`,
    );
  }
  try {
    return await putSetting(deps.db, deps.market.code, vipLevelsSetting, { levels });
  } catch (err) {
    if (err instanceof SettingInvalidError) {
      throw new OperatorError(err.message.replace(/^setting vipLevels is invalid: /, ''));
    }
    throw err;
  }
}

/** A player's VIP standing for the operator: level, totals, celebrated, level-ups. */
export async function playerVip(deps: Deps, uid: string) {
  const [user] = await deps.db
    .select({ id: users.id, uid: users.uid, vipLevel: users.vipLevel })
    .from(users)
    .where(eq(users.uid, uid));
  if (!user) throw new OperatorError(`no player with uid ${uid}`);
  const progress = await progressOf(deps.db, user.id);
  const history = await levelUpsOf(deps.db, user.id);
  return { user, progress, history };
}
