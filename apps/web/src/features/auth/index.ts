// The auth feature: sign-in screens' parts, the sign-in flow and the field rules. Pages import
// from here only; the files behind it are the feature's own business.

export { logout } from '../../api/logout';
export { AdultConfirm } from './components/AdultConfirm';
export { AuthLink, AuthLinks, AuthScreen } from './components/AuthScreen';
export { GoogleSignIn } from './components/GoogleSignIn';
export { AgeTermsChecks, TermsLabel } from './components/Legal';
export { PhoneCodeFields } from './components/PhoneCodeFields';
export { leaveLogin, signInFields } from './login';
export {
  firstError,
  newPasswordError,
  otpError,
  passwordError,
  phoneError,
  userIdError,
} from './rules';
export { sendCode } from './sendCode';
export { signIn } from './signIn';
