import { type FeedbackCategory, routes } from '@cardroom/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api';
import { dataOf } from '../../api/query';
import { PAGE_SIZE } from '../../components/List';

/** The feedback feature's query keys (per player: a different sign-in asks again). */
export const feedbackKeys = {
  all: ['feedback'] as const,
  list: (uid: string) => ['feedback', 'list', uid] as const,
  screenshot: (id: string) => ['feedback', 'screenshot', id] as const,
};

/** One page of the player's feedback, newest first. */
export const feedbackPage = (page: number) =>
  dataOf(call(routes.feedbackList, { page, pageSize: PAGE_SIZE }));

/** A feedback item's screenshot, loaded only when the player opens it. */
export const screenshotQuery = (id: string) =>
  queryOptions({
    queryKey: feedbackKeys.screenshot(id),
    queryFn: () => dataOf(call(routes.feedbackScreenshot, { id }, { silent: true })),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/**
 * Sends feedback. Silent: the form shows the server's refusal itself, under the fields. A
 * success refreshes the list.
 */
export function useSendFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (f: { category: FeedbackCategory; text: string; screenshot?: string }) =>
      call(routes.feedbackSubmit, f, { silent: true }),
    onSuccess: async (r) => {
      if (r.ok) await qc.invalidateQueries({ queryKey: feedbackKeys.all });
    },
  });
}
