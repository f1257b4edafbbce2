import * as affiliates from './endpoints/console-affiliates.js';
import * as approvals from './endpoints/console-approvals.js';
import * as audit from './endpoints/console-audit.js';
import * as auth from './endpoints/console-auth.js';
import * as crm from './endpoints/console-crm.js';
import * as dashboard from './endpoints/console-dashboard.js';
import * as depositDesk from './endpoints/console-deposit-desk.js';
import * as deposits from './endpoints/console-deposits.js';
import * as deskExports from './endpoints/console-desk-exports.js';
import * as faq from './endpoints/console-faq.js';
import * as feedback from './endpoints/console-feedback.js';
import * as inbox from './endpoints/console-inbox.js';
import * as kyc from './endpoints/console-kyc.js';
import * as live from './endpoints/console-live.js';
import * as operators from './endpoints/console-operators.js';
import * as players from './endpoints/console-players.js';
import * as promotions from './endpoints/console-promotions.js';
import * as reports from './endpoints/console-reports.js';
import * as risk from './endpoints/console-risk.js';
import * as settings from './endpoints/console-settings.js';
import * as withdrawals from './endpoints/console-withdrawals.js';
import * as withdrawalsDesk from './endpoints/console-withdrawals-desk.js';

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
  consoleWithdrawalsDesk: withdrawalsDesk.consoleWithdrawalsDesk,
  consoleWithdrawalDetail: withdrawalsDesk.consoleWithdrawalDetail,
  consoleWithdrawalRetry: withdrawalsDesk.consoleWithdrawalRetry,
  consoleWithdrawalRefund: withdrawalsDesk.consoleWithdrawalRefund,
  consoleWithdrawalBulkApprove: withdrawalsDesk.consoleWithdrawalBulkApprove,
  consoleWithdrawalsExport: deskExports.consoleWithdrawalsExport,
  consoleAuditList: audit.consoleAuditList,
  consolePlayerSearch: players.consolePlayerSearch,
  consolePlayerGet: players.consolePlayerGet,
  consolePlayerRecords: players.consolePlayerRecords,
  consolePlayerBlock: players.consolePlayerBlock,
  consolePlayerUnblock: players.consolePlayerUnblock,
  consolePlayerAdjust: players.consolePlayerAdjust,
  consolePlayerRisk: risk.consolePlayerRisk,
  consolePlayerList: crm.consolePlayerList,
  consolePlayerNotes: crm.consolePlayerNotes,
  consolePlayerNoteAdd: crm.consolePlayerNoteAdd,
  consolePlayerTag: crm.consolePlayerTag,
  consolePlayerHistory: crm.consolePlayerHistory,
  consoleSegmentsList: crm.consoleSegmentsList,
  consoleSegmentSave: crm.consoleSegmentSave,
  consoleSegmentDelete: crm.consoleSegmentDelete,
  consoleDashboard: dashboard.consoleDashboard,
  consoleReport: reports.consoleReport,
  consoleCohorts: reports.consoleCohorts,
  consoleDepositsList: deposits.consoleDepositsList,
  consoleDepositMatch: deposits.consoleDepositMatch,
  consoleDepositReject: deposits.consoleDepositReject,
  consoleHeldReturnsList: deposits.consoleHeldReturnsList,
  consoleHeldReturnMark: deposits.consoleHeldReturnMark,
  consoleDepositsSearch: depositDesk.consoleDepositsSearch,
  consoleDepositDetail: depositDesk.consoleDepositDetail,
  consoleDepositUnmatched: depositDesk.consoleDepositUnmatched,
  consoleDepositsExport: deskExports.consoleDepositsExport,
  consoleInboxBroadcasts: inbox.consoleInboxBroadcasts,
  consoleInboxReach: inbox.consoleInboxReach,
  consoleInboxBroadcast: inbox.consoleInboxBroadcast,
  consoleInboxCancel: inbox.consoleInboxCancel,
  consoleInboxSendToPlayer: inbox.consoleInboxSendToPlayer,
  consoleFeedbackList: feedback.consoleFeedbackList,
  consoleFeedbackScreenshot: feedback.consoleFeedbackScreenshot,
  consoleFeedbackReply: feedback.consoleFeedbackReply,
  consoleFeedbackClose: feedback.consoleFeedbackClose,
  consoleFeedbackAssign: feedback.consoleFeedbackAssign,
  consoleFeedbackSetState: feedback.consoleFeedbackSetState,
  consoleSettingsList: settings.consoleSettingsList,
  consoleSettingPreview: settings.consoleSettingPreview,
  consoleSettingSave: settings.consoleSettingSave,
  consoleFaqList: faq.consoleFaqList,
  consoleFaqTopicSave: faq.consoleFaqTopicSave,
  consoleFaqEntrySave: faq.consoleFaqEntrySave,
  consoleFaqDelete: faq.consoleFaqDelete,
  consoleFaqMove: faq.consoleFaqMove,
  consolePromotionsList: promotions.consolePromotionsList,
  consolePromotionDetail: promotions.consolePromotionDetail,
  consolePromotionCreate: promotions.consolePromotionCreate,
  consolePromotionEdit: promotions.consolePromotionEdit,
  consolePromotionSetStatus: promotions.consolePromotionSetStatus,
  consoleGiftCodesList: promotions.consoleGiftCodesList,
  consoleGiftCodeBatch: promotions.consoleGiftCodeBatch,
  consoleGiftCodeBatchCodes: promotions.consoleGiftCodeBatchCodes,
  consoleGiftCodeDisable: promotions.consoleGiftCodeDisable,
  consoleKycQueue: kyc.consoleKycQueue,
  consoleKycApprove: kyc.consoleKycApprove,
  consoleKycReject: kyc.consoleKycReject,
  consoleApprovalsList: approvals.consoleApprovalsList,
  consoleApprovalApprove: approvals.consoleApprovalApprove,
  consoleApprovalReject: approvals.consoleApprovalReject,
  consoleOperatorsList: operators.consoleOperatorsList,
  consoleOperatorCreate: operators.consoleOperatorCreate,
  consoleOperatorSetDisabled: operators.consoleOperatorSetDisabled,
  consoleOperatorResetTotp: operators.consoleOperatorResetTotp,
  consoleOperatorResetPassword: operators.consoleOperatorResetPassword,
  consoleOwnPassword: operators.consoleOwnPassword,
  consoleAffiliatesList: affiliates.consoleAffiliatesList,
  consoleAffiliateHold: affiliates.consoleAffiliateHold,
  consoleLiveTables: live.consoleLiveTables,
  consoleLiveTable: live.consoleLiveTable,
  consoleLiveSetOpen: live.consoleLiveSetOpen,
  consoleLiveSettingsSave: live.consoleLiveSettingsSave,
} as const;

export type ConsoleApiName = keyof typeof consoleApi;

export * from './console-endpoint.js';
export type { ConsoleInviter } from './endpoints/console-affiliates.js';
export type {
  ConsoleMoneyRequest,
  MoneyRequestKind,
  MoneyRequestState,
} from './endpoints/console-approvals.js';
export {
  APPROVER_ROLES,
  moneyRequestKinds,
  moneyRequestStates,
} from './endpoints/console-approvals.js';
export type { AuditEntry } from './endpoints/console-audit.js';
export type { ConsoleOperator, ConsoleSession } from './endpoints/console-auth.js';
export type {
  CrmPlayerRow,
  CrmSegment,
  PlayerFilters,
  PlayerNotes,
  PlayerSort,
} from './endpoints/console-crm.js';
export {
  BREAK_FILTERS,
  KYC_FILTERS,
  NOTE_MAX,
  PLAYER_SORTS,
  playerFilters,
  TAG_MAX,
} from './endpoints/console-crm.js';
export type { DashboardDay } from './endpoints/console-dashboard.js';
export type {
  DepositDeskRow,
  DepositDeskSort,
  DepositEvent,
  DepositState,
  UnmatchedCandidate,
} from './endpoints/console-deposit-desk.js';
export { DEPOSIT_DESK_SORTS, DEPOSIT_STATES } from './endpoints/console-deposit-desk.js';
export type { ConsoleDeposit, ConsoleHeldReturn } from './endpoints/console-deposits.js';
export type { ConsoleFaqEntry, ConsoleFaqTopic } from './endpoints/console-faq.js';
export type {
  CannedReply,
  ConsoleFeedbackItem,
  FeedbackDeskState,
} from './endpoints/console-feedback.js';
export { feedbackDeskStates } from './endpoints/console-feedback.js';
export type { ConsoleBroadcast } from './endpoints/console-inbox.js';
export type { ConsoleKycSubmission } from './endpoints/console-kyc.js';
export type { ConsoleLiveFigures, ConsoleLiveTableRow } from './endpoints/console-live.js';
export type { ConsoleOperatorRow } from './endpoints/console-operators.js';
export type {
  ConsolePlayerDetail,
  ConsolePlayerRow,
  PlayerRecordRow,
  PlayerRecordTab,
} from './endpoints/console-players.js';
export { playerRecordTabs } from './endpoints/console-players.js';
export type {
  ConsoleGiftCode,
  ConsolePromoGrant,
  ConsolePromotion,
} from './endpoints/console-promotions.js';
export { maskGiftCode } from './endpoints/console-promotions.js';
export type { ReportDay, ReportFigures, ReportReadFrom } from './endpoints/console-reports.js';
export type { RiskFilter, RiskFlag, RiskRuleName, RiskSummary } from './endpoints/console-risk.js';
export {
  NO_RISK,
  passesRiskFilter,
  riskFilters,
  riskRuleNames,
  riskSummary,
} from './endpoints/console-risk.js';
export type {
  ConsoleSettingEntry,
  SettingChange,
  SettingFieldError,
} from './endpoints/console-settings.js';
export type { ConsoleWithdrawal } from './endpoints/console-withdrawals.js';
export type {
  DeskHistoryEntry,
  DeskWithdrawal,
  DeskWithdrawState,
} from './endpoints/console-withdrawals-desk.js';
export { deskSortKeys, deskWithdrawStates } from './endpoints/console-withdrawals-desk.js';
export * from './report-range.js';
