/**
 * Catches a view that fails to render or whose chunk fails to load, so one broken view shows a message in
 * the dialog instead of unmounting the host page's React tree.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { enShell } from '../../locales/en/shell.js';
import { UnavailableView } from '../components/UnavailableView/UnavailableView.js';

export type ViewErrorBoundaryProps = {
  view: string;
  children?: ReactNode;
  onError?: ((error: unknown, info: ErrorInfo) => void) | undefined;
};

type State = { failed: boolean };

/** What the boundary says, in English (what tests read). */
export const VIEW_FAILED_MESSAGE = enShell['shell.viewFailed'];

export class ViewErrorBoundary extends Component<ViewErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return <UnavailableView view={this.props.view} message="shell.viewFailed" onRetry={() => this.setState({ failed: false })} />;
    }
    return this.props.children;
  }
}
