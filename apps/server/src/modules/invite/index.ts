/**
 * The invitation programme (issue 12): attribution at sign-up, valid invitees, the pair
 * rewards, the team and the agent rebate. Only the table is here so far; the module's
 * routes and jobs are being built.
 */
export { type InvitationRow, invitations } from './schema.js';
