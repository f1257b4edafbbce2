import { notifyManager, QueryClient } from '@tanstack/react-query';

// A query's or mutation's new state reaches the components in a microtask, not after a
// setTimeout(0): React renders a tap's updates in a microtask too, so a button a tap has turned
// off (a mutation's `isPending`) is off on screen before the browser handles the next tap.
notifyManager.setScheduler(queueMicrotask);

/** The app's query settings; tests make their own client with them. */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The wrapper already toasts failures; React Query retrying would toast them thrice.
        retry: false,
        refetchOnWindowFocus: false,
        // Also what lets a page use the answer the boot prefetched for it (router: prefetch).
        staleTime: 30_000,
      },
    },
  });
}

export const queryClient = newQueryClient();
