import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { REASON_MAX, type ReasonRule, reasonProblem } from './reason';

/**
 * The queues' one "decide with a reason" dialog (reject a withdrawal, a deposit or an identity
 * check; approve or reject a four-eyes request): what is decided, the reason field with its
 * rule, and the server's refusal if any. It sends the reason trimmed, as the server keeps it.
 */
export function ReasonDialog(props: {
  title: string;
  confirmLabel: string;
  /** Who reads the reason, e.g. "the player reads it in their inbox". */
  label: string;
  rule: ReasonRule;
  danger?: boolean;
  busy: boolean;
  error: string | null;
  children?: ReactNode;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = reasonProblem(reason, props.rule);
  return (
    <ConfirmDialog
      title={props.title}
      confirmLabel={props.confirmLabel}
      danger={props.danger}
      busy={props.busy}
      canConfirm={problem === null}
      error={props.error}
      onConfirm={() => {
        if (problem === null) props.onConfirm(reason.trim());
      }}
      onCancel={props.onCancel}
    >
      {props.children}
      <label>
        Reason ({props.label}, at least {props.rule.min} characters)
        <textarea
          value={reason}
          // The rule counts trimmed characters; a little room for spaces around them.
          maxLength={REASON_MAX + 20}
          rows={3}
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setTouched(true)}
          aria-invalid={touched && problem !== null}
          required
        />
      </label>
      {touched && problem ? <p className="muted">{problem}</p> : null}
    </ConfirmDialog>
  );
}
