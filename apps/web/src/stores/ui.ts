import { create } from 'zustand';

export const TOAST_MS = 1500;

export interface Indicator {
  kind: 'toast' | 'loading';
  text: string;
  icon: 'none' | 'success' | 'error';
}

/** Toast and loading share one indicator (SPEC §4): showing one replaces the other. */
export const useUi = create<{ indicator: Indicator | null }>(() => ({ indicator: null }));

let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(
  text: string,
  opts: { duration?: number; icon?: Indicator['icon'] } = {},
): void {
  if (!text) return;
  clearTimeout(timer);
  useUi.setState({ indicator: { kind: 'toast', text, icon: opts.icon ?? 'none' } });
  timer = setTimeout(hideIndicator, opts.duration ?? TOAST_MS);
}

export function showLoading(text = ''): void {
  clearTimeout(timer);
  useUi.setState({ indicator: { kind: 'loading', text, icon: 'none' } });
}

export function hideIndicator(): void {
  clearTimeout(timer);
  useUi.setState({ indicator: null });
}

/** Hides only a loading indicator, so a toast raised meanwhile (an error) stays readable. */
export function hideLoading(): void {
  if (useUi.getState().indicator?.kind === 'loading') hideIndicator();
}
