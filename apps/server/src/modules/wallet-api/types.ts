/**
 * The operator side of a seamless wallet with Hub88's semantics: the game provider calls
 * balance, bet, win and rollback; the wallet moves the player's money through the ledger and
 * answers with the balance. Amounts are integer minor units of the market's currency.
 */
export const WALLET_STATUSES = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'RS_ERROR_TRANSACTION_SETTLED',
  /** A player's loss or wager limit (issue 14): the bet would pass it; nothing moved. */
  'RS_ERROR_LIMIT_REACHED',
] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

interface Base {
  /** Who is calling: 'house' for our own games, or an outside aggregator's name. */
  provider: string;
  /** One per call: a repeated request_uuid gets the first answer again. */
  request_uuid: string;
  /** The player's public id (uid). */
  user: string;
}

export interface BalanceRequest extends Base {
  token: string;
  game_code?: string | undefined;
}

export interface BetRequest extends Base {
  token: string;
  /** One per business transaction: processed at most once. */
  transaction_uuid: string;
  currency: string;
  amount: number;
  game_code: string;
  round: string;
}

export interface WinRequest extends Base {
  /** Sent but never checked for expiry: a win must land even after the session ended. */
  token?: string | undefined;
  transaction_uuid: string;
  reference_transaction_uuid: string;
  currency: string;
  amount: number;
  game_code: string;
  round: string;
}

export interface RollbackRequest extends Base {
  token?: string | undefined;
  transaction_uuid: string;
  reference_transaction_uuid: string;
  game_code?: string | undefined;
  round?: string | undefined;
}

export interface WalletAnswer {
  status: WalletStatus;
  request_uuid: string;
  user: string;
  currency: string;
  /** Present on RS_OK, RS_ERROR_NOT_ENOUGH_MONEY and RS_ERROR_LIMIT_REACHED (Hub88 asks for the balance with it). */
  balance?: number;
}
