// The KYC feature: the identity check before the first withdrawal, shown on the withdraw
// page (real-money edition only; the play edition has no withdraw page). Its texts and
// stylesheet come with it.
import './texts';
import './kyc.css';

export { kycKeys, kycStatusQuery, useSubmitKyc } from './api';
export { KycPanel } from './components/KycPanel';
export { kycFormError, kycView } from './rules';
