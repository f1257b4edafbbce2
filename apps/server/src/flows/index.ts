import type { Flows } from '../deps.js';
import { bonusesPaused } from './bonus-gate.js';
import { depositAttempted, depositPlayable } from './deposit-attempted.js';
import { depositCredited } from './deposit-credited.js';
import { depositRejected } from './deposit-rejected.js';
import { grantCredited } from './grant-credited.js';
import { marketingShown } from './marketing-shown.js';
import { riskOf } from './risk.js';
import { walletSteps } from './round-settled.js';
import { savedSegmentPlayers } from './saved-segment.js';
import { securityChanged } from './security-changed.js';
import { signIn } from './sign-in.js';
import { userRegistered } from './user-registered.js';
import { vipLevelReached } from './vip-level-reached.js';
import { withdrawalFinished } from './withdrawal-finished.js';
import { withdrawalRequested } from './withdrawal-requested.js';

/**
 * What happens between modules, one flow per business event (docs/ARCHITECTURE.md "Flows").
 * Modules announce an event through `deps.flows` (src/events.ts names what each carries) and
 * never import this folder; a flow calls the modules' doors (their index.ts) in the order its
 * file shows. The composition root (app.ts, the ops CLI, the benches) puts this table in Deps.
 */
export const flows: Flows = {
  signIn,
  userRegistered,
  depositAttempted,
  depositPlayable,
  depositCredited,
  depositRejected,
  withdrawalRequested,
  withdrawalFinished,
  securityChanged,
  grantCredited,
  vipLevelReached,
  bonusesPaused,
  marketingShown,
  riskOf,
  savedSegmentPlayers,
  walletSteps,
};
