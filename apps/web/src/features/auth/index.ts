// The auth feature: sign-in screens' parts, the sign-in flow and the field rules. Pages import
// from here only; the files behind it are the feature's own business.

export { logout } from '../../api/logout';
export { authKeys, loginChannelsQuery, signInCalls, useSendCode, useSignIn } from './api';
export { AdultConfirm } from './components/AdultConfirm';
export { AuthLink, AuthLinks, AuthScreen } from './components/AuthScreen';
export { GoogleSignIn } from './components/GoogleSignIn';
export { AgeTermsChecks, TermsLabel } from './components/Legal';
export { OneClickDialog } from './components/OneClickDialog';
export { PhoneCodeFields, usePhoneCode } from './components/PhoneCodeFields';
export { leaveLogin, setWithdrawPurpose } from './login';
export { userIdError } from './rules';
