// Where the reference is wrong and Tessera deliberately differs (docs/layout-deviations.md). For a case a
// deviation touches, the reference is held to from the first item the deviation affects; every
// item after that is held to sanity only (finite, non-negative sizes) and to WASM = TS.
// Each deviation is also listed, with the reason, in the docs' deviation table.

import type { ReferenceLayout, ReferenceSetup } from '../../bench/reference.ts';

export interface Deviation {
  name: string;
  /** Why the reference's output is not followed. */
  reason: string;
  /** The index of the first item whose rectangle the deviation may change, or null. */
  firstAffectedItem(setup: ReferenceSetup, layout: ReferenceLayout): number | null;
}

const COLUMNS = 'VERTICAL';

/** The smallest item index of any group whose type is one of `types`. */
function firstItemOfGroups(layout: ReferenceLayout, types: readonly string[]): number | null {
  let first: number | null = null;
  for (const group of layout.groups) {
    if (!types.includes(group.type)) continue;
    for (const item of group.items) if (first === null || item < first) first = item;
  }
  return first;
}

export const DEVIATIONS: readonly Deviation[] = [
  {
    name: 'random scatter',
    reason:
      'pro-layouts 5.0.148 draws random scatter from Math.random, so its positions change from run to run ' +
      '(observed: two processes, two layouts); Tessera draws it from a seeded generator, the same on server and client',
    firstAffectedItem: (setup) =>
      Number(setup.options.layoutParams_structure_scatter_randomScatter) > 0 ? 0 : null,
  },
  {
    name: '3t and 3b groups in columns',
    reason:
      'pro-layouts 5.0.148 sizes the pair of a 3t or 3b group in columns mode with a spacing term of the wrong sign, ' +
      'distorting those items (observed: item ratios not kept with crop off); Tessera keeps the items undistorted, ' +
      'which may change the group height and so every item placed after it',
    firstAffectedItem: (setup, layout) =>
      setup.options.layoutParams_structure_layoutOrientation === COLUMNS
        ? firstItemOfGroups(layout, ['3t', '3b'])
        : null,
  },
  {
    name: 'text taller than a horizontal gallery',
    reason:
      'when the text under the items of a horizontal gallery leaves their media no height, pro-layouts 5.0.148 ' +
      'sizes every group from a ratio that is not a number and piles all items at the left edge, a pixel each; ' +
      'Tessera shows them a pixel each side by side, in order (a gallery nobody can see either way)',
    firstAffectedItem: (setup) =>
      setup.options.layoutParams_structure_scrollDirection === 'HORIZONTAL' &&
      horizontalMediaHeight(setup) <= 0
        ? 0
        : null,
  },
];

/**
 * The height a horizontal gallery's strip leaves its media once the room for text under them is
 * taken: the gallery's height, widened by the frame, less that room (bench/reference.ts).
 */
function horizontalMediaHeight(setup: ReferenceSetup): number {
  const o = setup.options;
  const galleryHeight = Number((setup.dimensions as { galleryHeight?: unknown }).galleryHeight);
  const frame = Number(o.layoutParams_structure_itemSpacing) / 2 - setup.gallerySpacing;
  return galleryHeight + frame - (Number(o.externalInfoHeight) || 0);
}

/** The deviation that applies to a case first, with the item it starts at; null when none does. */
export function deviationOf(
  setup: ReferenceSetup,
  layout: ReferenceLayout,
): { deviation: Deviation; fromItem: number } | null {
  let found: { deviation: Deviation; fromItem: number } | null = null;
  for (const deviation of DEVIATIONS) {
    const fromItem = deviation.firstAffectedItem(setup, layout);
    if (fromItem !== null && (found === null || fromItem < found.fromItem))
      found = { deviation, fromItem };
  }
  return found;
}
