import { api } from '@cardroom/contract';
import type { Deps } from '../../deps.js';
import type { Router } from '../../http/router.js';
import { listFeedback, screenshotOf, submitFeedback } from './service.js';

/** The FeedBack page's calls. */
export function registerFeedbackRoutes(r: Router, deps: Deps): void {
  r.handle(api.feedbackSubmit, (input, ctx) =>
    submitFeedback(deps, ctx.session.userId, ctx.ip, input, ctx.locale),
  );
  r.handle(api.feedbackList, (input, ctx) =>
    listFeedback(deps, ctx.session.userId, input.page, input.pageSize, ctx.locale),
  );
  r.handle(api.feedbackScreenshot, (input, ctx) =>
    screenshotOf(deps, ctx.session.userId, Number(input.id)),
  );
}
