// One conformance case, both sides. The reference: the owner's options -> pro-gallery-lib's
// migration, defaults, the layout's preset and normalisation -> pro-layouts (bench/reference.ts).
// Ours: the SAME processed options -> resolveLayoutParams (with the reference's window as the
// viewport) -> the engine; and the owner's options as written -> our own option engine
// (galleryLayoutParams, as `tessera layout` and the gallery read them) -> the engine. Every
// rectangle within half a pixel; the two backends bit for bit.
//
// A rectangle is what pro-layouts reports for an item, as the gallery renders it: the item box's
// offset plus the gallery spacing (bench/reference.ts), mirrored right to left (below), and the
// media's width and height. Text info reserved outside the media (externalInfoRenderer) moves
// the items after it; info above or left of the media sits inside the box at that offset.

import { type Engine, itemSeeds, type LayoutResult } from '../../bindings/index.ts';
import {
  type ReferenceSetup,
  referenceLayoutWith,
  referenceMigrated,
  referenceSetup,
} from '../../bench/reference.ts';
import {
  galleryLayoutParams,
  itemSizes,
  layoutCodeOfName,
  resolveLayoutParams,
} from '../../web/src/gallery/model/index.ts';
import { deviationOf } from './deviations.ts';
import type { CaseItem, LayoutCase } from './layout-cases.ts';

export const TOLERANCE_PX = 0.5;

/** A documented deviation (deviations.ts): the reference holds only for items before `fromItem`. */
export interface DeviationNote {
  name: string;
  fromItem: number;
}

/** What one side produced: rectangles, or the error it raised. */
export type Outcome =
  { rects: Float64Array; result?: LayoutResult; deviation?: DeviationNote } | { error: string };

const RTL = 'RIGHT_TO_LEFT';

function message(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * Right to left, the gallery renders each item mirrored: pro-layouts places items the same
 * either way (observed), and the item's right edge sits where its left edge would. Vertical
 * galleries mirror within the gallery's box (`galleryBoxWidth`); horizontal strips within their
 * own extent.
 */
export function mirrored(
  rects: Float64Array,
  setup: ReferenceSetup,
  containerWidth: number,
): Float64Array {
  const out = new Float64Array(rects);
  let extent = containerWidth;
  if (setup.options.layoutParams_structure_scrollDirection === 'HORIZONTAL' && rects.length > 0) {
    let minLeft = Infinity;
    let maxRight = -Infinity;
    for (let i = 0; i < rects.length; i += 4) {
      minLeft = Math.min(minLeft, rects[i]);
      maxRight = Math.max(maxRight, rects[i] + rects[i + 2]);
    }
    extent = minLeft + maxRight;
  }
  for (let i = 0; i < rects.length; i += 4) out[i] = extent - rects[i] - rects[i + 2];
  return out;
}

const LAYOUT_OPTION = 'layoutParams_structure_galleryLayout';

/**
 * The reference gallery's processing of a case's options: legacy names migrated as pro-gallery
 * migrates them, a layout given by name given to it as its code (it reads codes only:
 * docs/layout-deviations.md row 15).
 */
export function caseSetup(c: LayoutCase): ReferenceSetup {
  const code = layoutCodeOfName(c.options[LAYOUT_OPTION]);
  const options = code === undefined ? c.options : { ...c.options, [LAYOUT_OPTION]: code };
  return referenceSetup(referenceMigrated(options), c.container, {
    externalInfoRenderer: c.externalInfoRenderer,
    deviceType: c.deviceType,
  });
}

export function isRightToLeft(c: LayoutCase): boolean {
  return c.options.behaviourParams_gallery_layoutDirection === RTL;
}

/**
 * The width of the gallery's own box, which rectangles are relative to: the container less a
 * thumbnail strip beside it. The reference's gallery width is that box widened by the item
 * spacing less twice the gallery spacing (its frame, bench/reference.ts).
 */
export function galleryBoxWidth(setup: ReferenceSetup, c: LayoutCase): number {
  const widened = Number((setup.dimensions as { galleryWidth?: unknown }).galleryWidth);
  const spacing = Number(setup.options.layoutParams_structure_itemSpacing) || 0;
  const width = widened - spacing + 2 * setup.gallerySpacing;
  return Number.isFinite(width) ? width : c.container.width;
}

export function referenceOutcome(c: LayoutCase, setup: ReferenceSetup): Outcome {
  try {
    const layout = referenceLayoutWith(setup, c.items);
    const rects = isRightToLeft(c)
      ? mirrored(layout.rects, setup, galleryBoxWidth(setup, c))
      : layout.rects;
    const found = deviationOf(setup, layout);
    return found
      ? { rects, deviation: { name: found.deviation.name, fromItem: found.fromItem } }
      : { rects };
  } catch (error) {
    return { error: message(error) };
  }
}

/**
 * The one place our engine is called, so a change of its input shape is made once. Each item's
 * seed comes from its id, as the gallery computes it from its own items.
 */
export function engineLayout(
  engine: Engine,
  items: readonly CaseItem[],
  setup: ReferenceSetup,
  container: LayoutCase['container'],
): LayoutResult {
  const params = resolveLayoutParams(setup.options, container, { viewport: setup.viewport });
  return engine.layout(itemSizes(items), params, itemSeeds(items));
}

export function ourOutcome(engine: Engine, c: LayoutCase, setup: ReferenceSetup): Outcome {
  try {
    const result = engineLayout(engine, c.items, setup, c.container);
    return { rects: result.rects, result };
  } catch (error) {
    return { error: message(error) };
  }
}

/**
 * The case the way `tessera layout` and the gallery read it: the owner's options as written
 * (names, legacy names) through our own option engine, with the case's gallery props.
 */
export function inputPathOutcome(engine: Engine, c: LayoutCase, setup: ReferenceSetup): Outcome {
  try {
    const params = galleryLayoutParams(c.options, c.container, {
      viewport: setup.viewport,
      deviceType: c.deviceType,
      externalInfoRenderer: c.externalInfoRenderer,
    });
    return { rects: engine.layout(itemSizes(c.items), params, itemSeeds(c.items)).rects };
  } catch (error) {
    return { error: message(error) };
  }
}

function rect(r: Float64Array, i: number): string {
  return `[${Array.from(r.subarray(4 * i, 4 * i + 4), (v) => +v.toFixed(3)).join(', ')}]`;
}

/** The first item whose rectangle is not finite or has a negative size, described; null if none. */
export function insaneRect(rects: Float64Array, from = 0): string | null {
  for (let i = 4 * from; i < rects.length; i += 4) {
    const [left, top, width, height] = rects.subarray(i, i + 4);
    if (![left, top, width, height].every(Number.isFinite) || width < 0 || height < 0)
      return `item ${i / 4} is ${rect(rects, i / 4)}`;
  }
  return null;
}

/**
 * The first item whose rectangle differs by more than the tolerance, described; null if none.
 * Only the first `compared` items are compared (a deviation); the rest must be sane.
 */
export function rectDisagreement(
  ours: Float64Array,
  reference: Float64Array,
  compared = reference.length / 4,
): string | null {
  if (ours.length !== reference.length)
    return `ours has ${ours.length / 4} items, the reference ${reference.length / 4}`;
  const insane = insaneRect(ours, compared);
  if (insane) return `past a documented deviation, ${insane}`;
  for (let i = 0; i < 4 * compared; i += 4) {
    for (let k = 0; k < 4; k++) {
      if (!(Math.abs(ours[i + k] - reference[i + k]) <= TOLERANCE_PX)) {
        return `item ${i / 4} of ${ours.length / 4} (left, top, width, height): ours ${rect(ours, i / 4)}, reference ${rect(reference, i / 4)}`;
      }
    }
  }
  return null;
}

/** How ours differs from the reference, or null when it agrees (an error on both sides agrees). */
export function outcomeDisagreement(ours: Outcome, reference: Outcome): string | null {
  if ('error' in reference)
    return 'error' in ours
      ? null
      : `the reference failed (${reference.error}) but ours laid the items out`;
  if ('error' in ours) return `ours failed: ${ours.error}`;
  return rectDisagreement(ours.rects, reference.rects, reference.deviation?.fromItem);
}

function sameBits(a: Float64Array, b: Float64Array): boolean {
  if (a.length !== b.length) return false;
  const x = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  const y = new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
}

/** Where the WASM backend and the TS twin differ at all, or null when they are bit-identical. */
export function identityDisagreement(wasm: Outcome, ts: Outcome): string | null {
  if ('error' in wasm || 'error' in ts) {
    const w = 'error' in wasm ? wasm.error : 'a layout';
    const t = 'error' in ts ? ts.error : 'a layout';
    return w === t ? null : `wasm gave ${w}, ts gave ${t}`;
  }
  if (!sameBits(wasm.rects, ts.rects)) {
    for (let i = 0; i < Math.min(wasm.rects.length, ts.rects.length); i += 4) {
      if (!sameBits(wasm.rects.subarray(i, i + 4), ts.rects.subarray(i, i + 4))) {
        return `wasm and ts differ at item ${i / 4}: wasm ${rect(wasm.rects, i / 4)}, ts ${rect(ts.rects, i / 4)}`;
      }
    }
    return `wasm has ${wasm.rects.length / 4} items, ts ${ts.rects.length / 4}`;
  }
  const summary = (o: Outcome) =>
    'result' in o && o.result ? [o.result.width, o.result.height, o.result.columns] : [];
  const [ws, tss] = [summary(wasm), summary(ts)];
  if (!ws.every((v, i) => Object.is(v, tss[i])))
    return `wasm summary ${ws.join(', ')}, ts summary ${tss.join(', ')}`;
  return null;
}

export interface Backends {
  wasm: Engine;
  ts: Engine;
}

/** Everything wrong with one case: disagreement with the reference, then identity; null if none. */
export function checkCase(backends: Backends, c: LayoutCase): string | null {
  const setup = caseSetup(c);
  const reference = referenceOutcome(c, setup);
  const ts = ourOutcome(backends.ts, c, setup);
  const inputPath = outcomeDisagreement(inputPathOutcome(backends.ts, c, setup), reference);
  const problems = [
    outcomeDisagreement(ts, reference),
    identityDisagreement(ourOutcome(backends.wasm, c, setup), ts),
    inputPath && `read as tessera layout reads it: ${inputPath}`,
  ];
  const found = problems.filter((p): p is string => p !== null);
  return found.length === 0 ? null : found.join('; ');
}
