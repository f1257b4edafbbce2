import * as audit from './endpoints/console-audit.js';
import * as auth from './endpoints/console-auth.js';
import * as promotions from './endpoints/console-promotions.js';
import * as withdrawals from './endpoints/console-withdrawals.js';

/**
 * Every back-office call, by name: a separate entry (`@cardroom/contract/console`), kept out
 * of the player `api` object and so out of the player app's bundle. The server registers
 * exactly these on its ConsoleRouter and refuses to start if one has no route.
 */
export const consoleApi = {
  consoleSignIn: auth.consoleSignIn,
  consoleMe: auth.consoleMe,
  consoleSignOut: auth.consoleSignOut,
  consoleWithdrawalsList: withdrawals.consoleWithdrawalsList,
  consoleWithdrawalApprove: withdrawals.consoleWithdrawalApprove,
  consoleWithdrawalReject: withdrawals.consoleWithdrawalReject,
  consoleAuditList: audit.consoleAuditList,
  consolePromotionsList: promotions.consolePromotionsList,
  consolePromotionDetail: promotions.consolePromotionDetail,
  consolePromotionCreate: promotions.consolePromotionCreate,
  consolePromotionEdit: promotions.consolePromotionEdit,
  consolePromotionSetStatus: promotions.consolePromotionSetStatus,
  consoleGiftCodesList: promotions.consoleGiftCodesList,
  consoleGiftCodeBatch: promotions.consoleGiftCodeBatch,
  consoleGiftCodeDisable: promotions.consoleGiftCodeDisable,
} as const;

export type ConsoleApiName = keyof typeof consoleApi;

export * from './console-endpoint.js';
export type { AuditEntry } from './endpoints/console-audit.js';
export type { ConsoleOperator, ConsoleSession } from './endpoints/console-auth.js';
export type {
  ConsoleGiftCode,
  ConsolePromoGrant,
  ConsolePromotion,
} from './endpoints/console-promotions.js';
export type { ConsoleWithdrawal } from './endpoints/console-withdrawals.js';
