import { Component, type ReactNode } from 'react';

/**
 * Catches a page that failed to download or render (SPEC §8) and shows the tap-to-reload
 * message. Keyed by path in the router, so moving to another page clears the error.
 */
export class PageBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
