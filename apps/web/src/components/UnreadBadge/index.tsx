import { badgeText } from './badgeText';
import './UnreadBadge.css';

/** A small red count of unread messages; renders nothing at zero. */
export function UnreadBadge({
  count,
  label,
  testId,
  className = '',
}: {
  count: number;
  /** Read by screen readers instead of the bare number ("3 unread"). */
  label: string;
  testId?: string;
  className?: string;
}) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className={`count-badge ${className}`.trim()} data-testid={testId}>
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { MAIL_UNREAD_POLL_MS, mailUnreadKey, useMailUnread } from './useMailUnread';
