// The earn feature: the Earn tab's invite link (copy, share, lazily drawn QR code), the
// programme's rules, the player's totals, the agent rebate claim and the team list. Its texts
// and stylesheet come with it.
import './texts';
import './earn.css';

export { agentInfoQuery, earnKeys, type TeamRange, useRebateClaim, useTeamList } from './api';
export { EarnTotals } from './components/EarnTotals';
export { InviteLink } from './components/InviteLink';
export { ProgrammeRules } from './components/ProgrammeRules';
export { RebateClaim } from './components/RebateClaim';
export { SignedOutEarn } from './components/SignedOutEarn';
export { TeamList } from './components/TeamList';
