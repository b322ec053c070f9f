import { createContext } from 'react';

export interface CollapsibleListState {
  /** Prefix of the ids that tie each title to its body. */
  idPrefix: string;
  isExpanded(index: number): boolean;
  toggle(index: number): void;
}

export const CollapsibleListContext = createContext<CollapsibleListState | undefined>(undefined);

export interface CollapsibleItemState {
  expanded: boolean;
  toggle(): void;
  /** The id of the element holding the title's text (names the toggle button). */
  titleId: string;
  /** The id of the body the toggle button controls. */
  bodyId: string;
  index: number;
}

export const CollapsibleItemContext = createContext<CollapsibleItemState | undefined>(undefined);
