import { type RechargeTypeItem, routes } from '@cardroom/contract';
import { call } from '../../api';
import { useApp } from '../../stores/app';
import { type PayChannelInfo, useDeposit } from '../../stores/deposit';
import { deriveFromChargeInfo, formForAmount, selectionOf } from './rules/derive';
import { initialDepositState } from './state';

/** Gives the store its SPEC §3 fields the first time a deposit module loads (see the store). */
export function ensureDepositState(): void {
  const s = useDeposit.getState();
  if ('tabList' in s) return;
  const { chargeInfo: _c, showDepositClosePopup: _p, ...rest } = initialDepositState();
  useDeposit.setState(rest);
}

ensureDepositState();

/**
 * SPEC §7–8: getChargeInfo fills the store; with a code other than 200 it returns an empty
 * object and sets nothing (so a closed deposit stays closed and an open one stays open).
 */
export async function loadChargeInfo(): Promise<
  Record<string, never> | ReturnType<typeof useDeposit.getState>['chargeInfo']
> {
  const r = await call(routes.getChargeInfo, {}, { silent: true });
  if (!r.ok || typeof r.data !== 'object' || r.data === null) return {};
  const s = useDeposit.getState();
  useDeposit.setState(
    deriveFromChargeInfo(r.data, useApp.getState().phoneNumberPrefix, s.payChannelInfo, s),
  );
  return r.data;
}

/** SPEC §8: with a code other than 200 the channel info is left as it was. */
export async function loadPayChannel(): Promise<void> {
  const r = await call(routes.getPayChannel, {}, { silent: true });
  if (!r.ok || typeof r.data !== 'object' || r.data === null) return;
  const pay = r.data as PayChannelInfo;
  const s = useDeposit.getState();
  const online = s.onlinePaymentData.depositMethodSelectItem;
  useDeposit.setState({
    payChannelInfo: pay,
    onlinePaymentData: { ...s.onlinePaymentData, ...selectionOf(online, pay) },
  });
}

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
