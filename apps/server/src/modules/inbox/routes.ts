import { api } from '@cardroom/contract';
import type { Deps } from '../../deps.js';
import type { Router } from '../../http/router.js';
import { faqInfo, faqList } from './faq.js';
import { deleteMail, listMail, readAllMail, readMail, unreadCount } from './mailbox.js';

/** The Mail page's calls and the FAQ. */
export function registerInboxRoutes(r: Router, deps: Deps): void {
  r.handle(api.mailList, (input, ctx) =>
    listMail(deps, ctx.session.userId, input.page, input.pageSize, ctx.locale),
  );
  r.handle(api.mailUnread, (_input, ctx) => unreadCount(deps, ctx.session.userId));
  r.handle(api.mailRead, (input, ctx) => readMail(deps, ctx.session.userId, input.id, ctx.locale));
  r.handle(api.mailReadAll, (_input, ctx) => readAllMail(deps, ctx.session.userId));
  r.handle(api.mailDelete, (input, ctx) => deleteMail(deps, ctx.session.userId, input.id));
  r.handle(api.faqList, (_input, ctx) => faqList(deps, ctx.locale));
  r.handle(api.faqInfo, (input, ctx) => faqInfo(deps, input.id, ctx.locale));
}
