import { consoleApi } from '@cardroom/contract/console';

/**
 * The rules of a written reason, as the server reads it (the endpoints' payload schemas:
 * trimmed, then at least `min` and at most 200 characters). The console's bundle cannot run
 * those schemas (zod is inert there), so the numbers are written here and reason.test.ts holds
 * them against the schemas.
 */
export const REASON_MAX = 200;

/** Each decision that asks for a reason, with its endpoint and shortest reason. */
export const REASONS = {
  withdrawalReject: { endpoint: consoleApi.consoleWithdrawalReject, min: 3 },
  withdrawalRefund: { endpoint: consoleApi.consoleWithdrawalRefund, min: 3 },
  depositReject: { endpoint: consoleApi.consoleDepositReject, min: 3 },
  kycReject: { endpoint: consoleApi.consoleKycReject, min: 3 },
  approvalApprove: { endpoint: consoleApi.consoleApprovalApprove, min: 5 },
  approvalReject: { endpoint: consoleApi.consoleApprovalReject, min: 5 },
  playerBlock: { endpoint: consoleApi.consolePlayerBlock, min: 5 },
  playerUnblock: { endpoint: consoleApi.consolePlayerUnblock, min: 5 },
  playerAdjust: { endpoint: consoleApi.consolePlayerAdjust, min: 5 },
  // One rule for the Operators page's four changes (their schemas share it).
  operatorChange: { endpoint: consoleApi.consoleOperatorSetDisabled, min: 5 },
  operatorResetTotp: { endpoint: consoleApi.consoleOperatorResetTotp, min: 5 },
  operatorResetPassword: { endpoint: consoleApi.consoleOperatorResetPassword, min: 5 },
  liveTableOpen: { endpoint: consoleApi.consoleLiveSetOpen, min: 5 },
} as const;

export type ReasonRule = { min: number };

/** What is wrong with a reason, in the operator's words, or null when it may be sent. */
export function reasonProblem(text: string, rule: ReasonRule): string | null {
  // Characters (code points), as the server's schema counts them: "😀" is one, not two.
  const length = [...text.trim()].length;
  if (length === 0) return 'Write the reason.';
  if (length < rule.min) return `Write at least ${rule.min} characters (${length} so far).`;
  if (length > REASON_MAX) return `Keep it to ${REASON_MAX} characters (${length} now).`;
  return null;
}
