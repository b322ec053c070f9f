// The browser half of "a node that throws renders nothing": catches what a renderer throws while
// rendering or updating in the browser. (On the server, React has no error boundaries; invoke.ts
// catches there.)

import { Component, type ReactNode } from 'react';
import type { RicosNode } from '../content/node.ts';

interface Props {
  node: RicosNode;
  onError(error: unknown, node: RicosNode): void;
  children: ReactNode;
}

export class NodeErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    this.props.onError(error, this.props.node);
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
