// A block spoiler over a media node (spec/000 §3 "Spoiler configuration", §4 "Block spoiler"):
// media renderers wrap what they draw in it. Without an enabled spoiler it is the media itself;
// with one, the cover (SpoilerCover.tsx) — a chunk of its own, so the viewer core keeps only this
// check. Media kinds load their chunk `withBlockSpoiler`, so the cover is in when a server render
// or a hydration needs it; elsewhere it suspends until loaded.

import { type ComponentType, lazy, type ReactNode } from 'react';
import { asRecord, readBoolean } from '../data.ts';
import type { BlockSpoilerProps, SpoilerCoverProps } from './spoiler-props.ts';

export type { BlockSpoilerProps } from './spoiler-props.ts';

let Cover: ComponentType<SpoilerCoverProps> | undefined;
let loading: Promise<void> | undefined;

export function loadBlockSpoiler(): Promise<void> {
  return (loading ??= import('./SpoilerCover.tsx').then((module) => {
    Cover = module.SpoilerCover;
  }));
}

const LazyCover = lazy(() => loadBlockSpoiler().then(() => ({ default: Cover! })));

/** A media kind's chunk, resolved once the spoiler cover is loaded too. */
export function withBlockSpoiler<T>(chunk: Promise<T>): Promise<T> {
  return Promise.all([chunk, loadBlockSpoiler()]).then(([module]) => module);
}

export function BlockSpoiler(props: BlockSpoilerProps) {
  return blockSpoiler(props);
}

/** BlockSpoiler as a call in a media renderer's own render: without a spoiler, no component. */
export function blockSpoiler({ containerData, ...props }: BlockSpoilerProps): ReactNode {
  const spoiler = asRecord(asRecord(containerData)?.spoiler);
  if (!spoiler || readBoolean(spoiler, 'enabled') !== true) return props.children;
  const Shown = Cover ?? LazyCover;
  return <Shown spoiler={spoiler} {...props} />;
}
