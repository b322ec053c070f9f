// Twin of crates/layout/src/rows.rs (the rules are explained there).

import { dimension, frame, positive } from './frame.ts';
import {
  ERROR_MAX_LOOPS,
  ERROR_TARGET_ITEM_SIZE,
  type LayoutErrorCode,
} from '../../contract/layout-errors.ts';
import {
  chooseGroupType,
  densityWindows,
  type GroupChoice,
  prepareChoice,
  sameInSeat,
} from './group-choice.ts';
import { GROUP_1, groupTypeSize } from './group-types.ts';
import { itemRatio, ownRatio, ratioRoom, shapeRoom } from './item-sides.ts';
import { finiteOr, fmax, fmin } from './js-math.ts';
import { nearEnd, type Resume, startOfLayout } from './resume.ts';
import { closesStrip, growStrip, placeHeld, placeOpen, type Strips } from './strip.ts';
import {
  copySix,
  emptyDraft,
  measureGroup,
  singleSizedInStrip,
  sizedInStrip,
} from './group-measure.ts';
import type { ParsedParams } from './params.ts';
import { FALLBACK_GROUP_SIZE, repeatingAdvance, repeatingType } from './repeating.ts';
import type { LayoutSummary } from './summary.ts';

export const MAX_LOOPS_PER_ITEM = 10;
const STRIP_ROOM = 32;

function maxGroupSize(params: ParsedParams): number {
  const size = Number.isFinite(params.groupSize) ? params.groupSize : FALLBACK_GROUP_SIZE;
  return fmax(1, fmin(3, Math.floor(size)));
}

/** `resize_floor` of group_measure.rs. */
function resizeFloor(params: ParsedParams): number {
  return params.repeatingGroupTypes.length === 0 ? params.minItemSize : -Infinity;
}

// The loops over every item before and after the layout loop are functions of their own: V8
// inlines callees into a function up to a budget, which the layout loop's own callees need.

/** The ratios the items from `first` (`sizes`) are shown at into `ratios`, then three spares of 1. */
function itemRatios(
  params: ParsedParams,
  sizes: Float64Array,
  first: number,
  ratios: Float64Array,
): Float64Array {
  // Uncropped, an item is shown at its own ratio (`itemRatio` without a crop).
  if (!params.cropEnable) return ownRatios(sizes, ratios);
  const count = sizes.length >> 1;
  for (let i = 0; i < count; i++)
    ratios[i] = itemRatio(params, i + first, dimension(sizes[2 * i]), dimension(sizes[2 * i + 1]));
  ratios.fill(1, count, count + 3);
  return ratios;
}

/** The items' own ratios (`ownRatio`) into `shapes`, then three spares of 1. */
function ownRatios(sizes: Float64Array, shapes: Float64Array): Float64Array {
  const count = sizes.length >> 1;
  for (let i = 0; i < count; i++) shapes[i] = ownRatio(sizes, i);
  shapes.fill(1, count, count + 3);
  return shapes;
}

/** Moves every rectangle by the gallery spacing `shift`; what is not a finite number becomes 0. */
function shiftRects(rects: Float64Array, shift: number): void {
  for (let i = 0; i < rects.length; i += 4) {
    rects[i] = finiteOr(rects[i] + shift, 0);
    rects[i + 1] = finiteOr(rects[i + 1] + shift, 0);
    rects[i + 2] = finiteOr(rects[i + 2], 0);
    rects[i + 3] = finiteOr(rects[i + 3], 0);
  }
}

function noteStripStart(
  resume: Resume,
  item: number,
  group: number,
  strip: number,
  top: number,
  widest: number,
): void {
  resume.item = item;
  resume.group = group;
  resume.strip = strip;
  resume.top = top;
  resume.widest = widest;
}

export function computeRowsLayout(
  sizes: Float64Array,
  params: ParsedParams,
  rects: Float64Array,
): LayoutSummary | LayoutErrorCode {
  return resumeRowsLayout(sizes, params, rects, NO_EDGES, startOfLayout(), startOfLayout());
}

const NO_EDGES = new Uint8Array(0);

export function resumeRowsLayout(
  sizes: Float64Array,
  params: ParsedParams,
  rects: Float64Array,
  edges: Uint8Array,
  start: Resume,
  resume: Resume,
): LayoutSummary | LayoutErrorCode {
  const framed = frame(params);
  if (typeof framed === 'number') return framed;
  const { galleryWidth, dimensionFix } = framed;
  if (!positive(params.targetItemSize)) return ERROR_TARGET_ITEM_SIZE;
  const spacing = params.itemSpacing;
  const scroll = params.horizontalScroll;
  const galleryHeight = Math.floor(params.containerHeight + dimensionFix) + dimensionFix;
  const rowsTarget = Math.floor(params.targetItemSize) + Math.ceil(2 * dimensionFix);
  const target = scroll ? galleryHeight : rowsTarget;
  if (!positive(target)) return ERROR_TARGET_ITEM_SIZE;
  const measure = positive(rowsTarget) ? rowsTarget : target;

  const count = sizes.length >> 1;
  const ratios = itemRatios(params, sizes, start.item, ratioRoom(count + 3));
  const shapes = params.cropEnable ? ownRatios(sizes, shapeRoom(count + 3)) : ratios;
  const choice: GroupChoice = {
    allowed: params.allowedGroupTypes,
    density: params.collageDensity,
    maxSize: maxGroupSize(params),
    minItemSize: params.minItemSize,
    spacing,
    targetHeight: measure,
    info: params.externalInfoHeight,
    windows: densityWindows(params.collageDensity),
    byOrientation: params.groupByOrientation,
  };
  const chooser = prepareChoice(choice);
  const info = params.externalInfoHeight;
  const inner = new Float64Array(6);
  const measured = new Float64Array(1);
  const strips: Strips = {
    galleryWidth,
    target,
    spacing,
    scroll,
    perRow: params.groupsPerRow,
    info,
    widest: start.widest,
    inner,
    rects,
    edges: scroll ? NO_EDGES : edges,
    groupType: new Uint8Array(STRIP_ROOM),
    groupFirst: new Uint32Array(STRIP_ROOM),
    groupRatio: new Float64Array(STRIP_ROOM),
    groupShown: new Float64Array(3 * STRIP_ROOM),
    groupAtTarget: new Float64Array(6 * STRIP_ROOM),
    groupSized: new Uint8Array(STRIP_ROOM),
    scratch: new Float64Array(6),
    placing: new Float64Array(5),
    left: 0,
    top: NaN,
  };
  const repeating = params.repeatingGroupTypes;
  const repeats = repeating.length > 0;
  const perRow = params.groupsPerRow;
  const oneStrip = scroll && perRow === 0;
  const draft = emptyDraft(params, sizes, ratios, inner, measured);
  draft.firstIndex = start.item;
  draft.measure = measure;
  draft.rowsTarget = rowsTarget;
  draft.spacing = spacing;
  draft.info = info;
  draft.measureInfo = scroll && perRow > 0 ? 0 : info;
  draft.scroll = scroll;
  draft.perRow = perRow;
  draft.oneStrip = oneStrip;
  draft.repeats = repeats;
  draft.floor = resizeFloor(params);
  let groups = 0;
  let stripFirstGroup = 0;
  // `strips.held.len()` in rows.rs: the held groups are the `Strips`' arrays from 0 to `held`.
  let held = 0;
  let stripNumber = start.strip;
  let stripRatio = 0;
  let stripHeight = galleryWidth / stripRatio;
  let top = start.top;
  let loops = MAX_LOOPS_PER_ITEM * count;
  let item = 0;
  while (item < count) {
    if (loops-- <= 0) return ERROR_MAX_LOOPS;
    const inStrip = groups - stripFirstGroup;
    if (!resume.settled) {
      if (inStrip === 0)
        noteStripStart(
          resume,
          item + start.item,
          groups + start.group,
          stripNumber,
          top,
          strips.widest,
        );
      resume.settled = nearEnd(item, count);
    }
    // 1. Choose the group the next items form (rows.rs `choose_group`).
    const firstRatio = ratios[item];
    const secondRatio = ratios[item + 1];
    const thirdRatio = ratios[item + 2];
    let type: number;
    if (repeats) {
      type = repeatingType(repeating[(groups + start.group) % repeating.length]);
    } else {
      type = chooseGroupType(
        chooser,
        ratios,
        shapes,
        item,
        count - item,
        stripNumber + inStrip + 1,
        inner,
        measured,
      );
    }
    const taken = repeats ? fmin(repeatingAdvance(params, type), count - item) : 3;
    // 2. Measure it as its strip will hold it (rows.rs `measure_group`).
    draft.firstRatio = firstRatio;
    measureGroup(draft, type, item, taken, chooser.turnedDown);
    // 3. Decide the strip's close; 4, 5: the closed strip's groups sized and placed (`placeOpen`).
    const ratio = draft.ratio;
    let nextHeight = stripHeight;
    if (!oneStrip) nextHeight = galleryWidth / (stripRatio + ratio);
    const full =
      perRow > 0 ? inStrip >= perRow : !scroll && closesStrip(strips, stripHeight, nextHeight);
    if (inStrip > 0 && full) {
      const chosen0 = ratios[item];
      const chosen1 = ratios[item + 1];
      const chosen2 = ratios[item + 2];
      ratios[item] = firstRatio;
      ratios[item + 1] = secondRatio;
      ratios[item + 2] = thirdRatio;
      strips.top = top;
      placeOpen(strips, held, false);
      top = strips.top;
      held = 0;
      stripFirstGroup = groups;
      stripNumber++;
      stripRatio = 0;
      const same = repeats || sameInSeat(chooser, stripNumber + inStrip, stripNumber + 1);
      if (!same) continue;
      ratios[item] = chosen0;
      ratios[item + 1] = chosen1;
      ratios[item + 2] = chosen2;
      if (!resume.settled)
        noteStripStart(
          resume,
          item + start.item,
          groups + start.group,
          stripNumber,
          top,
          strips.widest,
        );
      nextHeight = galleryWidth / (stripRatio + ratio);
    }
    if (draft.cut && !Number.isNaN(draft.inOrder)) sizedInStrip(draft, type);
    const widthAtTarget = draft.widthAtTarget;
    const sized = draft.singleSized || !Number.isNaN(widthAtTarget);
    const shown = draft.shown;
    if (!oneStrip && type === GROUP_1 && shown[0] === draft.own0 && shown[0] === firstRatio) {
      singleSizedInStrip(draft, item);
    }
    if (held === strips.groupType.length) growStrip(strips);
    strips.groupShown[3 * held] = shown[0];
    strips.groupShown[3 * held + 1] = shown[1];
    strips.groupShown[3 * held + 2] = shown[2];
    strips.groupSized[held] = sized ? 1 : 0;
    if (sized) copySix(draft.atTarget, strips.groupAtTarget, 6 * held);
    strips.groupType[held] = type;
    strips.groupFirst[held] = item;
    strips.groupRatio[held] = ratio;
    held++;
    if (oneStrip && held === STRIP_ROOM) {
      strips.top = top;
      placeHeld(strips, held);
      held = 0;
    }
    groups++;
    stripRatio += ratio;
    stripHeight = nextHeight;
    item += repeats ? repeatingAdvance(params, type) : groupTypeSize(type);
  }
  if (groups > stripFirstGroup) {
    strips.top = top;
    placeOpen(strips, held, true);
    top = strips.top;
  }

  shiftRects(rects, params.gallerySpacing);
  const height = count + start.item === 0 ? 0 : fmax(top - dimensionFix * 2, 0);
  return {
    width: finiteOr((scroll ? strips.widest : galleryWidth) - dimensionFix * 2, 0),
    height: finiteOr(height, 0),
    columns: 0,
  };
}
