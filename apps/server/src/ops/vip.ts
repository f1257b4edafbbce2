import type { Deps } from '../deps.js';
import { OperatorError } from '../http/errors.js';
import { readSetting } from '../modules/settings/index.js';
import { playerVip, readVipLevels, setLevelRow, type VipLevelRow } from '../modules/vip/index.js';
import { withdrawRuleOfLevel, withdrawRulesSetting } from '../modules/withdrawals/index.js';
import { amountOption, refusalsExit } from './commands.js';
import { opsMoney } from './money.js';

export const VIP_USAGE = `Usage: npm run ops -- vip <command>

  vip levels                            the level table: what each level needs (credited deposits
                                        AND valid bets, both in total), its one-time reward, and
                                        the withdraw rules of withdrawRules.vipLevels beside it
  vip set-level <level> [--deposit <amount>] [--valid-bet <amount>] [--reward <amount>]
                                        change one level (levels 0-10; the next new level adds it);
                                        the table must start at 0 with 0 and never ask less than
                                        the level below. Players keep their levels; a level is
                                        rewarded once per player whatever its reward becomes
  vip player <uid>                      a player's level, totals, progress to the next level and
                                        level-ups with their rewards
`;

/** `vip levels|set-level|player`, on the same services the API uses. */
export async function runVipOps(
  deps: Deps,
  args: string[],
  out: (line: string) => void,
): Promise<number> {
  const [, command, target] = args;
  const money = (minor: number) => opsMoney(deps.market.code, minor);
  const describe = (l: VipLevelRow) =>
    `VIP${l.level}  deposit ${money(l.deposit)}  valid bet ${money(l.validBet)}  reward ${money(l.reward)}`;
  return refusalsExit(out, async () => {
    if (command === 'levels') {
      const { levels } = await readVipLevels(deps);
      const withdraw = await readSetting(deps.db, deps.market.code, withdrawRulesSetting);
      for (const l of levels) {
        const w = withdrawRuleOfLevel(withdraw, l.level);
        out(
          `${describe(l)}  withdraw ${w.dailyCount}/day up to ${money(w.dailyAmount)}, fee ${w.fee.bps / 100}% (min ${money(w.fee.min)})`,
        );
      }
      return 0;
    }
    if (command === 'set-level' && target !== undefined) {
      if (!/^\d+$/.test(target)) throw new OperatorError(`level must be a whole number: ${target}`);
      const patch: Partial<Omit<VipLevelRow, 'level'>> = {};
      const deposit = amountOption(deps, args, 'deposit');
      if (deposit !== undefined) patch.deposit = deposit;
      const validBet = amountOption(deps, args, 'valid-bet');
      if (validBet !== undefined) patch.validBet = validBet;
      const reward = amountOption(deps, args, 'reward');
      if (reward !== undefined) patch.reward = reward;
      if (Object.keys(patch).length === 0) {
        throw new OperatorError('give at least one of --deposit, --valid-bet, --reward');
      }
      const { levels } = await setLevelRow(deps, Number(target), patch);
      const row = levels.find((l) => l.level === Number(target));
      if (row) out(`saved ${describe(row)}`);
      return 0;
    }
    if (command === 'player' && target) {
      const { user, progress, history } = await playerVip(deps, target);
      const { levels } = await readVipLevels(deps);
      out(
        `player ${user.uid}  VIP${user.vipLevel}  deposits ${money(progress.depositTotal)}  valid bets ${money(progress.validBetTotal)}  celebration shown up to VIP${progress.celebrated}`,
      );
      const next = levels.find((l) => l.level === user.vipLevel + 1);
      if (next) {
        const need = (threshold: number, total: number) => money(Math.max(0, threshold - total));
        out(
          `next VIP${next.level}: needs ${need(next.deposit, progress.depositTotal)} more deposits and ${need(next.validBet, progress.validBetTotal)} more valid bets`,
        );
      } else out('top level');
      for (const h of history) {
        out(
          `reached VIP${h.level}  ${h.reachedAt.toISOString()}  reward ${money(h.reward)}${h.grantId ? `  grant #${h.grantId}` : ''}`,
        );
      }
      if (history.length === 0) out('no level-ups yet');
      return 0;
    }
    out(VIP_USAGE);
    return 2;
  });
}
