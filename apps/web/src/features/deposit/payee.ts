import type { createTransferOrder, ResultOf } from '@cardroom/contract';

export type TransferResult = ResultOf<typeof createTransferOrder>;
export type Payee = TransferResult['payee'];

const key = (orderNo: string) => `depositPayee:${orderNo}`;

/**
 * The account to pay comes with createTransferOrder's answer; the details page reads it
 * from here, so a reload of that page (same tab) still shows it. Order detail fills in
 * what it can when the session copy is gone.
 */
export function savePayee(orderNo: string, result: TransferResult): void {
  try {
    sessionStorage.setItem(key(orderNo), JSON.stringify(result));
  } catch {
    // Private mode without storage: the page falls back to the order's own fields.
  }
}

export function readPayee(orderNo: string): TransferResult | null {
  try {
    const text = sessionStorage.getItem(key(orderNo));
    return text ? (JSON.parse(text) as TransferResult) : null;
  } catch {
    return null;
  }
}
