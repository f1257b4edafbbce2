import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n';
import { Icon } from '../Icon';
import { isTopmost, useModalFocus } from './focus';
import './Sheet.css';

/** Bottom sheet / centered dialog used for small forms and notices. */
export function Sheet({
  title,
  onClose,
  children,
  centered = false,
  testId,
}: {
  title: string;
  onClose?: () => void;
  children: ReactNode;
  centered?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useModalFocus(dialog);
  useEffect(() => {
    if (!onClose) return;
    const onKey = (e: KeyboardEvent) => {
      // Only the top sheet closes: Escape on a popup over a form leaves the form open.
      if (e.key === 'Escape' && dialog.current && isTopmost(dialog.current)) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  // A portal keeps a sheet's own <form> out of the page's form (nested forms misbehave).
  return createPortal(
    <div className={centered ? 'sheet-layer is-centered' : 'sheet-layer'}>
      <button
        type="button"
        className="sheet-backdrop"
        aria-label={t('common.close')}
        tabIndex={-1}
        onClick={onClose}
        disabled={!onClose}
      />
      <div
        ref={dialog}
        className="sheet"
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
      >
        <div className="sheet-head">
          <h2 id={titleId}>{title}</h2>
          {onClose && (
            <button
              type="button"
              className="sheet-close"
              aria-label={t('common.close')}
              onClick={onClose}
            >
              <Icon name="close" size={20} />
            </button>
          )}
        </div>
        <div className="sheet-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
export { useModalFocus } from './focus';
