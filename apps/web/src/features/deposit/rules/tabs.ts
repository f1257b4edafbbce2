import { type ChargeInfo, formatPercent, type RechargeTypeItem } from '@cardroom/contract';

/** Tab keys: the rechargeTypes codes 1–4 of SPEC §4, and 5 for the virtual account. */
export const TAB_ONLINE = 1;
export const TAB_TRANSFER = 2;
export const TAB_AGENCY = 3;
export const TAB_CRYPTO = 4;
export const TAB_VA = 5;
export type TabKey = 1 | 2 | 3 | 4 | 5;

/** The recharge type that marks a virtual account (contract: rechargeTypeItem.type). */
export const VA_TYPE = 'va';

export interface DepositTab {
  /** i18n key of the tab title. */
  title: string;
  key: TabKey;
  /** The gift rate in basis points (300 = 3%); 0 for no badge. */
  giftBps: number;
  /**
   * The method has a gift but today's gift budget is used up: no badge (it would promise money
   * that is not paid) and the page says so before the player pays (issue 33).
   */
  giftSpent: boolean;
}

/**
 * SPEC §9: the sidebar badge is the gift rate. Rates arrive as fractions (0.03) and become
 * whole basis points, so 0.07 is 700, not 700.0000000000001. No gift (0, negative, not a
 * number) is 0: no badge.
 */
export function giftBps(rate: number | undefined | null): number {
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) return 0;
  return Math.round(rate * 10_000);
}

/**
 * The badge text in the reader's language: "+12.5%" (en), "+12,5%" (id). It used to be built
 * without the language, which left a stray "." in Indonesian (issue 33).
 */
export function giftBadge(bps: number, lang: string): string {
  return bps > 0 ? `+${formatPercent(bps, lang === 'en' ? 'en' : 'id')}` : '';
}

/** Splits the virtual-account type out of the ordinary list (SPEC §4). */
export function splitVa(list: readonly RechargeTypeItem[]): {
  vaType: RechargeTypeItem | null;
  rest: RechargeTypeItem[];
} {
  const vaType = list.find((t) => t.type === VA_TYPE) ?? null;
  return { vaType, rest: list.filter((t) => t.type !== VA_TYPE) };
}

type TabInput = Pick<
  ChargeInfo,
  | 'rechargeTypes'
  | 'giftSwitch'
  | 'showTranfer'
  | 'transferGift'
  | 'transferGiftSwitch'
  | 'agentRechargeSwitch'
  | 'agentRechargeGift'
  | 'showCrypto'
  | 'cryptoGift'
  | 'methodGiftBudgetLeft'
> & { rechargeTypeList?: readonly RechargeTypeItem[] };

/**
 * The deposit tabs of SPEC §4, in the order of rechargeTypes:
 * 1 online only if giftSwitch; 2 transfer if showTranfer (badge of transferGift when
 * transferGiftSwitch); 3 agency if agentRechargeSwitch (badge of agentRechargeGift);
 * 4 crypto if showCrypto (badge of cryptoGift). Unknown codes and repeats are ignored.
 * With no method-gift budget left today, no badge: the tab marks its gift as spent instead.
 * When a virtual-account type exists, the VA tab (key 5) goes in at position 2, that is
 * second in the row (or last when fewer than one other tab exists).
 */
export function buildTabs(info: TabInput): DepositTab[] {
  const tabs: DepositTab[] = [];
  // Nothing left in today's budget: every method gift is withheld by the server (gift-budget.ts).
  const spent = !(info.methodGiftBudgetLeft > 0);
  const gift = (bps: number) => ({ giftBps: spent ? 0 : bps, giftSpent: spent && bps > 0 });
  const seen = new Set<number>();
  for (const code of info.rechargeTypes ?? []) {
    if (seen.has(code)) continue;
    seen.add(code);
    if (code === TAB_ONLINE && info.giftSwitch) {
      tabs.push({ title: 'deposit.tab.online', key: TAB_ONLINE, ...gift(0) });
    } else if (code === TAB_TRANSFER && info.showTranfer) {
      tabs.push({
        title: 'deposit.tab.transfer',
        key: TAB_TRANSFER,
        ...gift(info.transferGiftSwitch ? giftBps(info.transferGift) : 0),
      });
    } else if (code === TAB_AGENCY && info.agentRechargeSwitch) {
      tabs.push({
        title: 'deposit.tab.agency',
        key: TAB_AGENCY,
        ...gift(giftBps(info.agentRechargeGift)),
      });
    } else if (code === TAB_CRYPTO && info.showCrypto) {
      tabs.push({
        title: 'deposit.tab.crypto',
        key: TAB_CRYPTO,
        ...gift(giftBps(info.cryptoGift)),
      });
    }
  }
  if (splitVa(info.rechargeTypeList ?? []).vaType) {
    tabs.splice(1, 0, { title: 'deposit.tab.va', key: TAB_VA, ...gift(0) });
  }
  return tabs;
}
