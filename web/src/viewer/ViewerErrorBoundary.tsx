// A viewer error in the browser (spec/000 §8): whatever escapes the per-node boundaries calls
// the error callback, and the viewer renders nothing.

import { Component, type ReactNode } from 'react';

interface Props {
  onError(error: unknown): void;
  children: ReactNode;
}

export class ViewerErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
