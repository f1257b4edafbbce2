import { type MailItem, routes } from '@cardroom/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api';
import { dataOf } from '../../api/query';
import { PAGE_SIZE } from '../../components/List';
import { mailUnreadKey } from '../../components/UnreadBadge';
import { signedInUid, useSession } from '../../stores/session';

/**
 * The inbox feature's query keys. Messages and FAQ texts come from the server in the request's
 * language, so the language is part of the keys: a switch asks again.
 */
export const inboxKeys = {
  all: ['mail'] as const,
  list: (uid: string, lang: string) => ['mail', 'list', uid, lang] as const,
  faq: ['faq'] as const,
  faqList: (lang: string) => ['faq', 'list', lang] as const,
  faqInfo: (id: number, lang: string) => ['faq', 'info', id, lang] as const,
};

/** One page of the player's messages, newest first; a failed call fails the page. */
export const mailPage = (page: number) =>
  dataOf(call(routes.mailList, { page, pageSize: PAGE_SIZE }));

export const faqListQuery = (lang: string) =>
  queryOptions({
    queryKey: inboxKeys.faqList(lang),
    queryFn: () => dataOf(call(routes.faqList, {}, { silent: true })),
  });

export const faqInfoQuery = (id: number, lang: string) =>
  queryOptions({
    queryKey: inboxKeys.faqInfo(id, lang),
    queryFn: () => dataOf(call(routes.faqInfo, { id }, { silent: true })),
    retry: false,
  });

/**
 * Open (marks read), delete and mark-all-read. Each answer carries the new unread count, which
 * goes straight into the badge's query; the list is asked again.
 */
export function useMailActions() {
  const qc = useQueryClient();
  const uid = useSession(signedInUid);
  const settle = async (unread: number | undefined) => {
    if (unread !== undefined) qc.setQueryData(mailUnreadKey(uid), unread);
    await qc.invalidateQueries({ queryKey: inboxKeys.all });
  };
  const open = useMutation({
    mutationFn: (id: string) => dataOf(call(routes.mailRead, { id })),
    onSuccess: (r) => settle(r.unread),
  });
  const remove = useMutation({
    mutationFn: (id: string) => dataOf(call(routes.mailDelete, { id })),
    onSuccess: (r) => settle(r.unread),
  });
  const readAll = useMutation({
    mutationFn: () => dataOf(call(routes.mailReadAll, {})),
    onSuccess: (r) => settle(r.unread),
  });
  return {
    /** Marks it read; answers the message as the server now has it, or null when that failed. */
    open: (m: MailItem) =>
      open.mutateAsync(m.id).then(
        (r) => r.mail,
        () => null,
      ),
    remove: (m: MailItem) =>
      remove.mutateAsync(m.id).then(
        () => true,
        () => false,
      ),
    readAll: () =>
      readAll.mutateAsync().then(
        () => true,
        () => false,
      ),
    busy: remove.isPending || readAll.isPending,
  };
}
