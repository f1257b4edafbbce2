import { MARKET_TIME_ZONE } from '@cardroom/contract';
import { marketOfSign } from '../../money';

/** A moment in the market's own clock (the desk's days are the market's days). */
export function marketTime(sign: string, iso: string | null): string {
  if (!iso) return '–';
  return new Date(iso).toLocaleString('en-GB', {
    timeZone: MARKET_TIME_ZONE[marketOfSign(sign)].name,
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export const CHANNEL_LABEL: Record<string, string> = {
  online: 'Online (gateway)',
  transfer_imps: 'Bank transfer (IMPS)',
  transfer_upi: 'Bank transfer (UPI)',
  self_utr: 'Self-service UTR',
  agency: 'Agency',
  crypto: 'Crypto',
  va: 'Virtual account',
};

export const STATE_LABEL: Record<string, string> = {
  pending: 'Pending',
  success: 'Credited',
  failed: 'Failed',
  rejected: 'Rejected',
  expired: 'Expired',
};
