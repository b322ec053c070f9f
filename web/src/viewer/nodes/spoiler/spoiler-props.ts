// What a media renderer gives its block spoiler, and what the spoiler gives its cover.

import type { ReactNode } from 'react';
import type { DataRecord } from '../data.ts';

export interface BlockSpoilerProps {
  /** The node's containerData (its `spoiler`: enabled, description, buttonContent). */
  containerData: unknown;
  /** The media hidden, for the default button text ('Reveal Image'); 'Click to reveal' without. */
  kind?: 'image' | 'gallery' | 'video';
  /** The node's id, for the reveal listener. */
  nodeId?: string;
  children: ReactNode;
}

export type SpoilerCoverProps = Omit<BlockSpoilerProps, 'containerData'> & { spoiler: DataRecord };
