import type { AgentItem, ChargeInfo, RechargeTypeItem } from '@cardroom/contract';
import { create } from 'zustand';

/**
 * The deposit store of SPEC §3. This file holds the state only, so the navigation guard
 * (which reads chargeInfo.rechargeOpen) costs the first load nothing more; filling it from
 * /recharge/getChargeInfo and the rules of SPEC §4–5 live in src/deposit (lazily loaded).
 */
export type StoreChargeInfo = Partial<ChargeInfo>;

export interface PayChannelInfo {
  channels: Array<{ type: string; name: string; gateway: string; enabled: boolean }>;
  depositNotice: string;
}

/** Online (and virtual-account) deposit form: the amount as typed and the chosen method. */
export interface MethodForm {
  depositAmount: string;
  depositChannel: string;
  depositMethod: string;
  depositMethodName: string;
  depositMethodSelectItem: RechargeTypeItem | null;
  depositMethodList: RechargeTypeItem[];
}

export interface TabItem {
  title: string;
  key: 1 | 2 | 3 | 4 | 5;
  /** The gift rate in basis points; the page writes it with formatPercent (0: no badge). */
  giftBps: number;
  /** The method's gift is withheld today (the day's gift budget is used up). */
  giftSpent: boolean;
}

export interface CardInfo {
  type: 'imps' | 'upi';
  rechargeItems: string;
}

export type CryptoNetwork = ChargeInfo['cryptoConfig']['networks'][number];

export interface DepositState {
  chargeInfo: StoreChargeInfo;
  payChannelInfo: PayChannelInfo | null;
  showDepositClosePopup: boolean;
  showCrypto: boolean;
  showTranfer: boolean;
  giftSwitch: boolean;
  agentRechargeSwitch: boolean;
  fillOrderSwitch: boolean;
  rechargeTypes: number[];
  tabList: TabItem[];
  agentsV2: AgentItem[];
  typeA: { amountList: number[] };
  typeB: { amountList: number[] };
  isTypeB: boolean;
  hasVA: boolean;
  /** The ordinary payment methods (the virtual-account type removed). */
  rechargeTypeList: RechargeTypeItem[];
  onlinePaymentData: MethodForm;
  transferDeposit: { depositAmount: string; depositPaymentMethod: 'imps' | 'upi' | '' };
  vaDeposit: MethodForm;
  impsInfo: CardInfo | null;
  impsRechargeList: number[];
  upiInfo: CardInfo | null;
  upiRechargeList: number[];
  cryptoList: CryptoNetwork[];
}

/**
 * Only what the guard and the popup need exists from the start; the other fields get their
 * initial values (src/deposit/state.ts) when a deposit page loads, so the first load does not
 * carry them. The type is the whole SPEC §3 store either way.
 */
export const useDeposit = create<DepositState>(
  () => ({ chargeInfo: {}, showDepositClosePopup: false }) as DepositState,
);

export const deposit = {
  setChargeInfo: (chargeInfo: StoreChargeInfo) => useDeposit.setState({ chargeInfo }),
  showClosePopup: (show: boolean) => useDeposit.setState({ showDepositClosePopup: show }),
};
