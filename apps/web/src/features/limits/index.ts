// Player limits (issue 14): the Safer play page's limits and the deposit page's offer. Their
// texts and stylesheet come with them.
import './texts';
import './limits.css';

export { limitsKeys, limitsQuery, useAcknowledge, useHeldReturn, useSetLimit } from './api';
export { DepositLimitOffer } from './components/DepositLimitOffer';
export { HeldMoney } from './components/HeldMoney';
export { LimitsPanel } from './components/LimitsPanel';
export { SafetyLinks } from './components/SafetyLinks';
export { appliesAtOnce, editText, parseLimitInput, usedShare } from './rules';
