// Keeps a player's failure to itself (DESIGN "Small isolated renderers"): a player chunk that
// cannot be loaded, or a player that throws, renders nothing and reports through onError, and the
// gallery or document around it goes on.

import { Component, type ReactNode } from 'react';
import { PLAYER_FAILED } from './messages.ts';

interface Props {
  onError?: (message: string) => void;
  children: ReactNode;
}

export class PlayerBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onError?.(PLAYER_FAILED);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
