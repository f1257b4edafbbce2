import type { DepositState, MethodForm } from '../../stores/deposit';

export const emptyMethodForm = (): MethodForm => ({
  depositAmount: '',
  depositChannel: '',
  depositMethod: '',
  depositMethodName: '',
  depositMethodSelectItem: null,
  depositMethodList: [],
});

/** The deposit store's initial values (SPEC §3). */
export const initialDepositState = (): DepositState => ({
  chargeInfo: {},
  payChannelInfo: null,
  showDepositClosePopup: false,
  showCrypto: false,
  showTranfer: false,
  giftSwitch: false,
  agentRechargeSwitch: false,
  fillOrderSwitch: false,
  rechargeTypes: [],
  tabList: [],
  agentsV2: [],
  typeA: { amountList: [] },
  typeB: { amountList: [] },
  isTypeB: false,
  hasVA: false,
  rechargeTypeList: [],
  onlinePaymentData: emptyMethodForm(),
  transferDeposit: { depositAmount: '', depositPaymentMethod: '' },
  vaDeposit: emptyMethodForm(),
  impsInfo: null,
  impsRechargeList: [],
  upiInfo: null,
  upiRechargeList: [],
  cryptoList: [],
});
