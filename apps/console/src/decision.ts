import type { ConsoleEndpoint } from '@cardroom/contract/console';
import { useState } from 'react';
import { useConsoleMutation } from './data';

/**
 * A queue's decisions (approve, reject, match…) on one item at a time: which dialog is open,
 * the call it makes, the line the page shows once it worked. The dialog's shared props
 * (`busy`, `error`, `onCancel`) come ready to spread into ConfirmDialog or ReasonDialog.
 */
export function useDecision<T, D extends { kind: string }, R>(
  run: (item: T, decision: D) => Promise<R>,
  opts: {
    /** The lists to read again once a decision is made or refused. */
    refresh: readonly ConsoleEndpoint[];
    /** What the page says after a decision worked. */
    said: (result: R, item: T, decision: D) => string;
  },
) {
  const [open, setOpen] = useState<{ kind: D['kind']; item: T } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const mutation = useConsoleMutation(
    ({ item, decision }: { item: T; decision: D }) => run(item, decision),
    {
      refresh: opts.refresh,
      onSuccess: (result, { item, decision }) => {
        setDone(opts.said(result, item, decision));
        setOpen(null);
      },
    },
  );
  const close = () => {
    setOpen(null);
    mutation.reset();
  };
  return {
    /** The dialog open, if any: what kind of decision, on which item. */
    open,
    start: (kind: D['kind'], item: T) => {
      mutation.reset();
      setOpen({ kind, item });
    },
    decide: (item: T, decision: D) => mutation.mutate({ item, decision }),
    done,
    dialog: { busy: mutation.isPending, error: mutation.error?.message ?? null, onCancel: close },
  };
}
