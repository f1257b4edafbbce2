import { notifyManager, QueryClient } from '@tanstack/react-query';

// A query's or mutation's new state reaches the components in a microtask, not after a
// setTimeout(0): Preact renders in a microtask too, so a button a tap has turned off (a
// mutation's `isPending`) is off on screen before the browser handles the next tap.
notifyManager.setScheduler(queueMicrotask);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The wrapper already toasts failures; React Query retrying would toast them thrice.
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});
