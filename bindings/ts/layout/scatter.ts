// Twin of crates/layout/src/scatter.rs (the rules are explained there).

import { finiteOr } from './js-math.ts';
import { ORIENTATION_COLUMNS } from '../../contract/layout-params.ts';
import type { ParsedParams } from './params.ts';
import { EDGE_REACHED, EDGE_UNKNOWN } from './strip-edge.ts';

const DRAWS_PER_ITEM = 2;

/**
 * `SeededRandom` of scatter.rs as a closure, `skip` as its `skip`: `Math.imul` and `>>> 0` do its
 * wrapping u32 arithmetic, so both give the same bits.
 */
export function seededRandom(seed: number, skip = 0): () => number {
  let state = (seed + Math.imul(skip, 0x6d2b79f5)) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function room(params: ParsedParams, atEdge: boolean): number {
  return atEdge ? params.gallerySpacing : params.itemSpacing / 2;
}

export function scatter(params: ParsedParams, rects: Float64Array): void {
  scatterFrom(params, rects, 0, NO_EDGES);
}

const NO_EDGES = new Uint8Array(0);

export function scatters(params: ParsedParams): boolean {
  return params.manualScatter.length >= 2 || params.randomScatter > 0;
}

export function scatterFrom(
  params: ParsedParams,
  rects: Float64Array,
  first: number,
  edges: Uint8Array,
): void {
  const pairs = params.manualScatter;
  const random = params.randomScatter;
  if (!scatters(params)) return;
  const half = params.itemSpacing / 2;
  const rightEdge = Math.floor(params.containerWidth) - params.gallerySpacing - 0.5;
  const bottomEdge = Math.floor(params.containerHeight) + params.gallerySpacing;
  const below = (params.horizontalScroll ? params.externalInfoHeight : 0) + params.itemSpacing;
  const nearEdge = params.gallerySpacing + 0.5;
  const byBox = params.horizontalScroll || params.orientation === ORIENTATION_COLUMNS;
  const columnEdge = Math.ceil(
    Math.floor(params.containerWidth) + 2 * (half - params.gallerySpacing),
  );
  const next = seededRandom(params.scatterSeed, Math.imul(first, DRAWS_PER_ITEM));
  const pairCount = pairs.length >> 1;
  for (let i = 0; i < rects.length; i += 4) {
    let x: number;
    let y: number;
    if (pairCount > 0) {
      const at = 2 * (((i >> 2) + first) % pairCount);
      x = pairs[at];
      y = pairs[at + 1];
    } else {
      x = (next() * 2 - 1) * random;
      y = (next() * 2 - 1) * random;
    }
    const edge = i >> 2 < edges.length ? edges[i >> 2] : EDGE_UNKNOWN;
    let reaches = edge === EDGE_REACHED;
    if (edge === EDGE_UNKNOWN)
      reaches = byBox
        ? rects[i] - params.gallerySpacing + (rects[i + 2] + params.itemSpacing) >= columnEdge
        : rects[i] + rects[i + 2] + half >= rightEdge;
    const dx = x >= 0 ? room(params, reaches) : room(params, rects[i] <= nearEdge);
    const dy =
      y >= 0
        ? room(params, rects[i + 1] + rects[i + 3] + below >= bottomEdge)
        : room(params, rects[i + 1] <= nearEdge);
    rects[i] = finiteOr(rects[i] + (x / 100) * dx, rects[i]);
    rects[i + 1] = finiteOr(rects[i + 1] + (y / 100) * dy, rects[i + 1]);
  }
}
