import { type RefObject, useEffect } from 'react';

/**
 * Keyboard focus for a modal (WCAG 2.4.3, 2.1.2): on open, focus moves to the dialog; Tab and
 * Shift+Tab cycle inside it; on close, focus returns to what had it before (the button that
 * opened it), if that is still on the page.
 *
 * Our own 40 lines rather than `focus-trap`: that library with `tabbable` is 6.9 KB gzipped
 * (esbuild --minify, measured), more than the first-load budget has left, and the Sheet is on
 * the first screen (the adult-age sheet). A native <dialog>.showModal() would trap for free but
 * makes everything outside it inert, the toasts included, so an error toast raised by a sheet's
 * form would be neither seen nor announced.
 */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden],[inert]') && el.getClientRects().length > 0,
  );
}

/** Which element Tab (or Shift+Tab) from `current` should land on, or null to let the browser move. */
export function nextInCycle(
  items: readonly HTMLElement[],
  current: Element | null,
  backwards: boolean,
): HTMLElement | null {
  if (items.length === 0) return null;
  const first = items[0] as HTMLElement;
  const last = items[items.length - 1] as HTMLElement;
  const index = current ? items.indexOf(current as HTMLElement) : -1;
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === items.length - 1) return first;
  return null;
}

/** The top dialog: a sheet raised over another (reality check over a form) owns the keyboard. */
export function isTopmost(root: HTMLElement): boolean {
  const open = document.querySelectorAll('[aria-modal="true"]');
  return open[open.length - 1] === root;
}

export function useModalFocus(dialog: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = dialog.current;
    if (!root) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The dialog itself takes focus (read with its title), not its first field: focusing an
    // input would raise the phone's keyboard over a sheet the player has not read yet.
    if (!root.contains(document.activeElement)) root.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || !isTopmost(root)) return;
      const target = nextInCycle(focusablesIn(root), document.activeElement, e.shiftKey);
      if (!target) return;
      e.preventDefault();
      target.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (before?.isConnected) before.focus({ preventScroll: true });
    };
  }, [dialog]);
}
