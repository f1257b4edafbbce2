import { type ReactNode, useEffect, useRef } from 'react';

/** A modal confirmation (the native <dialog>: focus trapped, Escape cancels). */
export function ConfirmDialog(props: {
  title: string;
  confirmLabel: string;
  children: ReactNode;
  danger?: boolean;
  busy: boolean;
  canConfirm: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-label={props.title}
      onCancel={(e) => {
        e.preventDefault();
        props.onCancel();
      }}
    >
      <h2>{props.title}</h2>
      {props.children}
      {props.error ? (
        <p className="error" role="alert">
          {props.error}
        </p>
      ) : null}
      <div className="actions">
        <button type="button" className="secondary" onClick={props.onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className={props.danger ? 'danger' : ''}
          disabled={props.busy || !props.canConfirm}
          onClick={props.onConfirm}
        >
          {props.busy ? 'Working…' : props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
