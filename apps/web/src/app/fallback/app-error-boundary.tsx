import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FallbackPage } from './fallback-page';

type State = { failed: boolean };

/** The top-level boundary around everything (providers, maintenance gate, router): the fallback page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[app] the application failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <FallbackPage kind="error" /> : this.props.children;
  }
}
