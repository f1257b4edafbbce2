import { RankingPage } from '../../../features/promo';

/**
 * Issue 12 invitational ranks: the rankings' daily, weekly and monthly boards, scored by valid
 * invitees (RankingPage); a player not on the board is sent to Earn to invite friends.
 */
export default function InvitationalRanks() {
  return <RankingPage metric="invites" testId="invite-ranking-page" />;
}
