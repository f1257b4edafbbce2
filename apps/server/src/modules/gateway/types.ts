/**
 * What the server needs from a payment service provider (PSP). A real adapter (a UPI/IMPS
 * aggregator in India, a QRIS/VA aggregator in Indonesia) implements exactly this; the
 * sandbox gateway is a simulator with the same shape (DESIGN.md §5).
 */
export interface PaymentGateway {
  /** The path segment of the notify URL: `POST /payment/notify/<name>`. */
  readonly name: string;
  /** Called after the order is committed, never inside a database transaction. */
  createPayment(req: CreatePaymentRequest): Promise<CreatePaymentResult>;
  /**
   * Checks the signature over the raw body exactly as received and reads the event.
   * Never throws for bad input: a refusal says why.
   */
  verifyCallback(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): VerifyResult;
  /** Payouts (withdrawals) come with the withdrawal work; the shape is fixed here. */
  createPayout?(req: CreatePayoutRequest): Promise<{ gatewayPayoutNo: string }>;
}

export interface CreatePaymentRequest {
  /** Our order number; the PSP echoes it in callbacks. */
  merchantOrderNo: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /** The payment method code the player chose (rechargeTypeList type). */
  method: string;
  /** Where the PSP sends its signed callbacks. */
  notifyUrl: string;
  /** Where the pay page sends the player afterwards. */
  returnUrl: string;
  customerRef: string;
}

export interface CreatePaymentResult {
  gatewayOrderNo: string;
  /** The page the player pays on. */
  payUrl: string;
}

export interface CreatePayoutRequest {
  merchantPayoutNo: string;
  amount: number;
  currency: string;
  notifyUrl: string;
  /**
   * Where the money goes. A bank account by number (and IFSC or bank code); an e-wallet by
   * its phone number (0812…) on `channel`, the wallet (DANA, OVO, GOPAY) the PSP pays into.
   */
  beneficiary: {
    name: string;
    accountNumber: string;
    ifsc?: string;
    bankCode?: string;
    kind: 'bank' | 'ewallet';
    channel?: string;
  };
}

/** A payment's outcome as the PSP reports it. */
export interface GatewayEvent {
  /** Unique per event at the PSP; a replay carries the same id. */
  eventId: string;
  gatewayOrderNo: string;
  merchantOrderNo: string;
  status: 'success' | 'failed';
  amount: number;
  currency: string;
}

export type VerifyResult =
  | { ok: true; event: GatewayEvent }
  | { ok: false; reason: 'missing_signature' | 'bad_signature' | 'malformed' };

/** How a callback leaves the gateway: over HTTP when the server listens, in-process in tests. */
export type Deliver = (req: {
  url: string;
  body: string;
  headers: Record<string, string>;
}) => Promise<{ status: number }>;
