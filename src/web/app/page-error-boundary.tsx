import { Component, type ReactNode } from 'react';
import { RouteError } from './routes/route-error';

type Props = { children: ReactNode };
type State = { error: unknown };

/** Keeps the shell usable when a page throws; keyed by path by its parent so navigation resets it. */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  render() {
    if (this.state.error) return <RouteError error={this.state.error} />;
    return this.props.children;
  }
}
