import { z } from 'zod';
import { defineConsoleEndpoint } from '../console-endpoint.js';

/**
 * Risk flags: computed on read from what the database already holds (deposits, withdrawals,
 * bonuses, sessions' devices and addresses, bank accounts, invitations, blocks and breaks),
 * each by one operator rule (`riskRules` setting, docs/OPERATIONS.md "Risk rules").
 */
const tag = 'Console';

export const riskRuleNames = [
  'withdrawOverDeposit',
  'bonusOverDeposit',
  'fastInOut',
  'sharedBankAccount',
  'sharedDevice',
  'sharedGoogle',
  'sharedAddress',
  'devicePileup',
  'blockedDevice',
  'inviteFarm',
] as const;
export type RiskRuleName = (typeof riskRuleNames)[number];

/** One raised flag: the rule and a one-line reason with its figures, in English. */
export const riskFlag = z.object({ rule: z.enum(riskRuleNames), reason: z.string() });
export type RiskFlag = z.infer<typeof riskFlag>;

/** What a queue card or the player page shows about a player's money and risk. */
export const riskSummary = z.object({
  /** Minor units: credited deposits, withdrawals requested or paid, bonuses received. */
  depositsTotal: z.number().int(),
  withdrawalsTotal: z.number().int(),
  bonusTotal: z.number().int(),
  flags: z.array(riskFlag),
});
export type RiskSummary = z.infer<typeof riskSummary>;

/** A player the rules know nothing about yet: no money moved, no flag. */
export const NO_RISK: Readonly<RiskSummary> = {
  depositsTotal: 0,
  withdrawalsTotal: 0,
  bonusTotal: 0,
  flags: [],
};

/** The desk's risk filter: one rule, or `flagged` for a player any rule flags. */
export type RiskFilter = RiskRuleName | 'flagged';
export const riskFilters = [...riskRuleNames, 'flagged'] as const;

/** Whether a player's summary passes the risk filter. */
export function passesRiskFilter(summary: RiskSummary, filter: RiskFilter): boolean {
  return summary.flags.some((f) => filter === 'flagged' || f.rule === filter);
}

export const consolePlayerRisk = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/risk/player',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support', 'finance'],
  tag,
  summary:
    'One player’s money totals (deposits, withdrawals, bonuses) and the risk flags the rules raise now.',
  payload: {
    playerUid: z
      .string()
      .trim()
      .regex(/^\d{1,16}$/, 'invalidField'),
  },
  result: riskSummary.extend({ currencySign: z.string() }),
});
