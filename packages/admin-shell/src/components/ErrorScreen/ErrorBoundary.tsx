import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen.js';

/** What an {@link ErrorBoundary} hands its fallback. */
export interface ErrorBoundaryFallbackProps {
  /** What the children threw. */
  error: unknown;
  /** Renders the children again. */
  reset: () => void;
}

/** The props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  /** What is rendered while nothing has thrown. */
  children: ReactNode;
  /**
   * Values the children depend on (a route path, an id); when any of them changes after an
   * error, the children are rendered again. Compared one by one with `Object.is`. Default: none.
   */
  resetKeys?: unknown[];
  /** Shown instead of the children after they throw. Default: an {@link ErrorScreen} with retry. */
  fallback?: (props: ErrorBoundaryFallbackProps) => ReactNode;
}

// An element, not a call: ErrorScreen uses hooks, which a class's render cannot run itself.
const renderErrorScreen = (props: ErrorBoundaryFallbackProps) => <ErrorScreen {...props} />;

// `failed` apart from `error`: code may throw undefined or null.
type ErrorBoundaryState = { failed: false } | { failed: true; error: unknown };

function keysChanged(previous: unknown[] = [], next: unknown[] = []): boolean {
  return (
    previous.length !== next.length || previous.some((key, index) => !Object.is(key, next[index]))
  );
}

/**
 * Catches what its children throw while rendering and shows `fallback` in their place, until
 * the person retries or one of `resetKeys` changes. For errors outside a route (TanStack Router
 * catches those inside one with the route's `errorComponent`).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidUpdate(
    previousProps: ErrorBoundaryProps,
    previousState: ErrorBoundaryState,
  ) {
    // Only an error already on screen is reset: keys that change in the very render that throws
    // are not a sign the cause has gone.
    if (
      this.state.failed &&
      previousState.failed &&
      keysChanged(previousProps.resetKeys, this.props.resetKeys)
    ) {
      this.reset();
    }
  }

  /** Clears the error and renders the children again; the fallback's retry calls it. */
  reset = () => {
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    const { fallback = renderErrorScreen } = this.props;
    return fallback({ error: this.state.error, reset: this.reset });
  }
}
