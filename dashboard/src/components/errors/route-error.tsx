import { Component, type ReactNode } from 'react';
import { useMarkHydrated } from '@/lib/api/hydration';
import { useLocation } from '@/lib/navigation';

function reload() {
  window.location.reload();
}

/** Shown when a page cannot render, most often because its code failed to download on a weak connection. */
export function RouteError() {
  // A page that failed is React's too: a tap held while it loaded must not wait for it for ever.
  useMarkHydrated();
  return (
    <div role="alert">
      <h1>This page could not load</h1>
      <p>Check your connection and try again.</p>
      <button type="button" onClick={reload}>
        Try again
      </button>
    </div>
  );
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** The path shown when the page failed; leaving it tries again. */
  pathname: string;
}

// React logs the caught error itself.
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.pathname === state.pathname) return null;
    return { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Catches a page that fails to render or load; following any link (a new path) tries again. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}
