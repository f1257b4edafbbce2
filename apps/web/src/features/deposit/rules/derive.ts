import type { AgentItem, ChargeInfo, RechargeTypeItem } from '@cardroom/contract';
import type {
  CardInfo,
  DepositState,
  MethodForm,
  PayChannelInfo,
  TabItem,
} from '../../../stores/deposit';
import { defaultAmount, minorToInput, typedMinor } from './amount';
import { chooseMethods } from './methods';
import { buildTabs, splitVa } from './tabs';

/** agentsV2 is JSON text of AgentItem[]; broken text or odd entries give no agents. */
export function parseAgents(text: string | null | undefined): AgentItem[] {
  if (!text) return [];
  try {
    const v: unknown = JSON.parse(text);
    if (!Array.isArray(v)) return [];
    return v
      .filter(
        (a): a is AgentItem =>
          typeof a === 'object' &&
          a !== null &&
          typeof (a as AgentItem).id === 'string' &&
          typeof (a as AgentItem).name === 'string',
      )
      .map((a) => ({
        id: a.id,
        name: a.name,
        avatar: typeof a.avatar === 'string' ? a.avatar : '',
        contacts: Array.isArray(a.contacts)
          ? a.contacts.filter(
              (c) =>
                (c?.kind === 'whatsapp' || c?.kind === 'telegram') &&
                typeof c.url === 'string' &&
                /^https:\/\//.test(c.url),
            )
          : [],
      }));
  } catch {
    return [];
  }
}

/** A card's rechargeItems: amounts in minor units separated by '|'; junk entries dropped. */
export function parseRechargeItems(text: string | null | undefined): number[] {
  if (!text) return [];
  return text
    .split('|')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,15}$/.test(s))
    .map(Number)
    .filter((n) => n > 0);
}

/** The gateway behind a method, from getPayChannel's answer, or ''. */
export function channelOf(type: string, pay: PayChannelInfo | null): string {
  return pay?.channels.find((c) => c.type === type)?.gateway ?? '';
}

/** A method form after the amount changed: re-run the availability rules of SPEC §5. */
export function formForAmount(
  form: MethodForm,
  methods: readonly RechargeTypeItem[],
  amountText: string,
  prefix: string,
  limit: number,
  pay: PayChannelInfo | null,
): MethodForm {
  const minor = typedMinor(amountText) ?? 0;
  const { list, selected } = chooseMethods(methods, minor, prefix, limit);
  return {
    ...form,
    depositAmount: amountText,
    depositMethodList: list,
    ...selectionOf(selected, pay),
  };
}

export function selectionOf(
  item: RechargeTypeItem | null,
  pay: PayChannelInfo | null,
): Pick<
  MethodForm,
  'depositMethod' | 'depositMethodName' | 'depositMethodSelectItem' | 'depositChannel'
> {
  return {
    depositMethod: item?.type ?? '',
    depositMethodName: item?.name ?? '',
    depositMethodSelectItem: item,
    depositChannel: item ? channelOf(item.type, pay) : '',
  };
}

const card = (cards: ChargeInfo['cards'], type: 'imps' | 'upi'): CardInfo | null =>
  cards.find((c) => c.type === type) ?? null;

/**
 * Everything the deposit store derives from one getChargeInfo answer (SPEC §3–5): the
 * switches, the tabs, the parsed agents, the amount lists, the VA split, the default
 * amount with its method choice, the transfer cards and the crypto networks.
 */
export function deriveFromChargeInfo(
  info: ChargeInfo,
  prefix: string,
  pay: PayChannelInfo | null,
  previous?: Pick<DepositState, 'onlinePaymentData' | 'vaDeposit' | 'transferDeposit'>,
): Omit<DepositState, 'showDepositClosePopup' | 'payChannelInfo'> {
  const { vaType, rest } = splitVa(info.rechargeTypeList ?? []);
  const typeA = { amountList: [...(info.typeA?.amountList ?? [])] };
  const typeB = { amountList: [...(info.typeB?.amountList ?? [])] };
  const def = defaultAmount(typeA.amountList, info.defaultIndex ?? 0);
  // A player coming back to the page keeps what they typed; a first visit gets the default.
  const onlineText = previous?.onlinePaymentData.depositAmount || (def ? minorToInput(def) : '');
  const vaText = previous?.vaDeposit.depositAmount || (def ? minorToInput(def) : '');
  const limit = info.rechargeTypeLimit ?? 0;
  const base: MethodForm = {
    depositAmount: '',
    depositChannel: '',
    depositMethod: '',
    depositMethodName: '',
    depositMethodSelectItem: null,
    depositMethodList: [],
  };
  const cards = info.cards ?? [];
  const impsInfo = card(cards, 'imps');
  const upiInfo = card(cards, 'upi');
  const tabList: TabItem[] = buildTabs(info);
  const transferMethod =
    previous?.transferDeposit.depositPaymentMethod || (upiInfo ? 'upi' : impsInfo ? 'imps' : '');
  return {
    chargeInfo: info,
    showCrypto: Boolean(info.showCrypto),
    showTranfer: Boolean(info.showTranfer),
    giftSwitch: Boolean(info.giftSwitch),
    agentRechargeSwitch: Boolean(info.agentRechargeSwitch),
    fillOrderSwitch: Boolean(info.fillOrderSwitch),
    rechargeTypes: [...(info.rechargeTypes ?? [])],
    tabList,
    agentsV2: parseAgents(info.agentsV2),
    typeA,
    typeB,
    isTypeB: Boolean(info.isTypeB),
    hasVA: vaType !== null,
    rechargeTypeList: rest,
    onlinePaymentData: formForAmount(base, rest, onlineText, prefix, limit, pay),
    transferDeposit: {
      depositAmount: previous?.transferDeposit.depositAmount ?? '',
      depositPaymentMethod: transferMethod,
    },
    vaDeposit: vaType
      ? {
          ...base,
          depositAmount: vaText,
          depositMethodList: [vaType],
          ...selectionOf(vaType, pay),
        }
      : base,
    impsInfo,
    impsRechargeList: parseRechargeItems(impsInfo?.rechargeItems),
    upiInfo,
    upiRechargeList: parseRechargeItems(upiInfo?.rechargeItems),
    cryptoList: [...(info.cryptoConfig?.networks ?? [])],
  };
}
