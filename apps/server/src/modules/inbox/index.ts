import { defineModule } from '../module.js';
import { registerInboxConsoleRoutes } from './console-routes.js';
import { registerFaqConsoleRoutes } from './faq-console.js';
import { registerInboxRoutes } from './routes.js';
import { seedFaq } from './seed.js';

/**
 * The player's inbox (own messages, system messages sent by events, operator broadcasts
 * fanned out on read) and the FAQ.
 */
export const inboxModule = defineModule({
  name: 'inbox',
  init: (deps) => seedFaq(deps),
  routes: (router, deps) => registerInboxRoutes(router, deps),
  // Inbox and Feedback pages, and the FAQ editor (owner, marketing, support).
  consoleRoutes: (consoleRouter, deps) => {
    registerInboxConsoleRoutes(consoleRouter, deps);
    registerFaqConsoleRoutes(consoleRouter, deps);
  },
});

export {
  addQuestion,
  addTopic,
  editQuestion,
  editTopic,
  faqForOperator,
  removeQuestion,
  removeTopic,
} from './faq.js';
// Steps of the flows (src/flows/): the system message each event sends.
export {
  mailDepositCredited,
  mailDepositRejected,
  mailGrantCredited,
  mailVipLevelReached,
  mailWithdrawalFinished,
} from './mail-steps.js';
export { listMail, unreadCount } from './mailbox.js';
export { SYSTEM_MAIL } from './present.js';
/** Read by other modules' tests to see which messages an event sent (the feedback reply's mail). */
export { inboxMessages } from './schema.js';
export type { OperatorMail, Segment } from './send.js';
export {
  broadcast,
  broadcastsPerSavedSegment,
  cancelBroadcast,
  listBroadcasts,
  playerMessages,
  segmentReach,
  sendSystemMail,
  sendToPlayer,
} from './send.js';
