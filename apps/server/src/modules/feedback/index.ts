import { defineModule } from '../module.js';
import { registerFeedbackConsoleRoutes, registerFeedbackDeskRoutes } from './console-routes.js';
import { registerFeedbackRoutes } from './routes.js';
import { registerSandboxFeedbackOperator } from './sandbox.js';
import { feedbackRepliesSetting } from './settings.js';

/**
 * Player feedback (category, text, optional screenshot), the player's list of it with the
 * operator's answers, and the operator's side (answers also arrive in the inbox).
 */
export const feedbackModule = defineModule({
  name: 'feedback',
  routes: (router, deps) => registerFeedbackRoutes(router, deps),
  settings: [feedbackRepliesSetting],
  consoleRoutes: (consoleRouter, deps) => {
    registerFeedbackConsoleRoutes(consoleRouter, deps);
    registerFeedbackDeskRoutes(consoleRouter, deps);
  },
  sandboxRoutes: (_router, deps, { app }) => registerSandboxFeedbackOperator(app, deps),
});

export {
  assignFeedback,
  closeFeedback,
  countFeedback,
  FEEDBACK_PAGE,
  type FeedbackFilter,
  feedbackForOperator,
  type OperatorFeedback,
  replyToFeedback,
  screenshotForOperator,
  setFeedbackState,
} from './operator.js';
export { feedback, feedbackScreenshots } from './schema.js';
export { FEEDBACK_PER_ADDRESS, FEEDBACK_PER_PLAYER } from './service.js';
