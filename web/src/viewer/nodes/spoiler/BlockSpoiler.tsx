// A block spoiler over a media node (spec/000 §3 "Spoiler configuration", §4, §9): the media is
// blurred under an overlay until revealed. Media renderers wrap what they draw in it, passing
// their node's containerData.
// TODO(image helper): the real spoiler; until then it shows the media.

import type { ReactNode } from 'react';

export interface BlockSpoilerProps {
  /** The node's containerData (its `spoiler`: enabled, description, buttonContent). */
  containerData: unknown;
  children: ReactNode;
}

export function BlockSpoiler({ children }: BlockSpoilerProps): ReactNode {
  return children;
}
