import type { RechargeTypeItem } from '@cardroom/contract';
import { useApp } from '../../stores/app';
import { useDeposit } from '../../stores/deposit';
import { formForAmount, selectionOf } from './rules/derive';
import { initialDepositState } from './state';

/** Gives the store its SPEC §3 fields the first time a deposit module loads (see the store). */
export function ensureDepositState(): void {
  const s = useDeposit.getState();
  if ('tabList' in s) return;
  const { chargeInfo: _c, showDepositClosePopup: _p, ...rest } = initialDepositState();
  useDeposit.setState(rest);
}

ensureDepositState();

/** The online amount changed (typed or a chip): the +91 method rules run again. */
export function setOnlineAmount(text: string): void {
  const s = useDeposit.getState();
  useDeposit.setState({
    onlinePaymentData: formForAmount(
      s.onlinePaymentData,
      s.rechargeTypeList,
      text,
      useApp.getState().phoneNumberPrefix,
      s.chargeInfo.rechargeTypeLimit ?? 0,
      s.payChannelInfo,
    ),
  });
}

export function selectOnlineMethod(item: RechargeTypeItem): void {
  if (item.disable) return;
  const s = useDeposit.getState();
  useDeposit.setState({
    onlinePaymentData: { ...s.onlinePaymentData, ...selectionOf(item, s.payChannelInfo) },
  });
}

export function setVaAmount(text: string): void {
  const s = useDeposit.getState();
  useDeposit.setState({ vaDeposit: { ...s.vaDeposit, depositAmount: text } });
}

export function setTransfer(
  patch: Partial<ReturnType<typeof useDeposit.getState>['transferDeposit']>,
): void {
  const s = useDeposit.getState();
  useDeposit.setState({ transferDeposit: { ...s.transferDeposit, ...patch } });
}
