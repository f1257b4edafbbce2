import { create } from 'zustand';

/**
 * The deposit store of SPEC §3. Only what the navigation guard needs exists yet; the
 * wallet issue fills chargeInfo from /recharge/getChargeInfo and adds the rest.
 */
export interface ChargeInfo {
  rechargeOpen?: boolean;
}

export interface DepositState {
  chargeInfo: ChargeInfo;
  showDepositClosePopup: boolean;
}

export const useDeposit = create<DepositState>(() => ({
  chargeInfo: {},
  showDepositClosePopup: false,
}));

export const deposit = {
  setChargeInfo: (chargeInfo: ChargeInfo) => useDeposit.setState({ chargeInfo }),
  showClosePopup: (show: boolean) => useDeposit.setState({ showDepositClosePopup: show }),
};
