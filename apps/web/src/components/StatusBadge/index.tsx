import './StatusBadge.css';

/** How a status reads at a glance: still moving, done, or stopped without paying. */
export type StatusTone = 'pending' | 'success' | 'failed';

const FAILED = new Set(['failed', 'rejected', 'expired']);

/** The tone of an order status (deposit and withdrawal statuses share these words). */
export function toneOf(status: string): StatusTone {
  if (status === 'success') return 'success';
  return FAILED.has(status) ? 'failed' : 'pending';
}

/**
 * An order's status as a coloured pill; `text` is the status in the player's language. `tone`
 * for statuses that are not order words (an invitee's), else the order status decides.
 */
export function StatusBadge({
  status,
  text,
  testId,
  tone,
}: {
  status: string;
  text: string;
  testId: string;
  tone?: StatusTone;
}) {
  return (
    <span className={`status-badge is-${tone ?? toneOf(status)}`} data-testid={testId}>
      {text}
    </span>
  );
}
