import type { ChargeInfo, RechargeTypeItem } from '@cardroom/contract';

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
  /** '+3%' style badge, or '' for none. */
  badge: string;
}

/**
 * SPEC §9: the sidebar badge is the gift rate × 100 percent. Rates are fractions (0.03);
 * the product is rounded to two decimals so 0.07 shows "+7%", not "+7.000000000000001%".
 * No gift (0, negative, not a number) means no badge.
 */
export function giftBadge(rate: number | undefined | null): string {
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) return '';
  const pct = Math.round(rate * 10_000) / 100;
  return `+${pct}%`;
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
> & { rechargeTypeList?: readonly RechargeTypeItem[] };

/**
 * The deposit tabs of SPEC §4, in the order of rechargeTypes:
 * 1 online only if giftSwitch; 2 transfer if showTranfer (badge of transferGift when
 * transferGiftSwitch); 3 agency if agentRechargeSwitch (badge of agentRechargeGift);
 * 4 crypto if showCrypto (badge of cryptoGift). Unknown codes and repeats are ignored.
 * When a virtual-account type exists, the VA tab (key 5) goes in at position 2, that is
 * second in the row (or last when fewer than one other tab exists).
 */
export function buildTabs(info: TabInput): DepositTab[] {
  const tabs: DepositTab[] = [];
  const seen = new Set<number>();
  for (const code of info.rechargeTypes ?? []) {
    if (seen.has(code)) continue;
    seen.add(code);
    if (code === TAB_ONLINE && info.giftSwitch) {
      tabs.push({ title: 'deposit.tab.online', key: TAB_ONLINE, badge: '' });
    } else if (code === TAB_TRANSFER && info.showTranfer) {
      tabs.push({
        title: 'deposit.tab.transfer',
        key: TAB_TRANSFER,
        badge: info.transferGiftSwitch ? giftBadge(info.transferGift) : '',
      });
    } else if (code === TAB_AGENCY && info.agentRechargeSwitch) {
      tabs.push({
        title: 'deposit.tab.agency',
        key: TAB_AGENCY,
        badge: giftBadge(info.agentRechargeGift),
      });
    } else if (code === TAB_CRYPTO && info.showCrypto) {
      tabs.push({
        title: 'deposit.tab.crypto',
        key: TAB_CRYPTO,
        badge: giftBadge(info.cryptoGift),
      });
    }
  }
  if (splitVa(info.rechargeTypeList ?? []).vaType) {
    tabs.splice(1, 0, { title: 'deposit.tab.va', key: TAB_VA, badge: '' });
  }
  return tabs;
}
