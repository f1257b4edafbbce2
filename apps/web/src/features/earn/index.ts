// The earn feature: the Earn tab's invite link (copy, share, lazily drawn QR code), the
// programme's rules, the player's totals, the agent rebate claim and the team list. Its texts
// and stylesheet come with it.
import { lazy } from 'react';
import './texts';
import './earn.css';

export { SignedOutEarn } from './components/SignedOutEarn';

// A signed-out visitor (every first visit) sees only the programme in general words: the
// signed-in tab's parts, the team list and their calls load when a player is signed in.
export const SignedInEarn = lazy(() =>
  import('./SignedInEarn').then((m) => ({ default: m.SignedInEarn })),
);
