// Option bounds of the settings catalogue (spec/001 §5 "Option bounds"), and the two string
// formats it names: crop ratios and manual scatter.

import { flattenOptions } from './flatten.ts';
import type { OptionName } from './fields.ts';
import { optionPath } from './read.ts';

export interface Bounds {
  min: number;
  max?: number;
  step?: number;
}

export const OPTION_BOUNDS: { readonly [K in OptionName]?: Bounds } = {
  behaviourParams_gallery_horizontal_autoSlide_interval: { min: 2, max: 30 },
  behaviourParams_gallery_horizontal_autoSlide_speed: { min: 100, max: 1000 },
  behaviourParams_item_video_speed: { min: 0.1, max: 10, step: 0.1 },
  behaviourParams_item_video_volume: { min: 0, max: 1, step: 0.01 },
  layoutParams_groups_groupSize: { min: 0, max: 3 },
  layoutParams_groups_density: { min: 0, max: 1, step: 0.1 },
  layoutParams_groups_numberOfGroupsPerRow: { min: 0, max: 10 },
  layoutParams_info_height: { min: 0, max: 1000 },
  layoutParams_info_width: { min: 0, max: 100 },
  layoutParams_navigationArrows_mouseCursorContainerMaxWidth: { min: 10, max: 100 },
  layoutParams_navigationArrows_padding: { min: 0, max: 100 },
  layoutParams_navigationArrows_size: { min: 8, max: 80 },
  layoutParams_thumbnails_size: { min: 80, max: 300 },
  layoutParams_structure_scatter_randomScatter: { min: 0, max: 100 },
  behaviourParams_item_overlay_padding: { min: 0 },
  behaviourParams_item_overlay_size: { min: 0 },
};

export interface BoundsProblem {
  path: string;
  keyword: 'minimum' | 'maximum';
  message: string;
}

/** The numbers outside their bounds, as problems by path (values of other types are the schema's business). */
export function boundsProblems(options: unknown): BoundsProblem[] {
  const flat = flattenOptions(options);
  const problems: BoundsProblem[] = [];
  for (const [name, bounds] of Object.entries(OPTION_BOUNDS) as [OptionName, Bounds][]) {
    const value = flat[name];
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    if (value < bounds.min)
      problems.push({
        path: optionPath(name),
        keyword: 'minimum',
        message: `must be >= ${bounds.min}`,
      });
    else if (bounds.max !== undefined && value > bounds.max) {
      problems.push({
        path: optionPath(name),
        keyword: 'maximum',
        message: `must be <= ${bounds.max}`,
      });
    }
  }
  return problems;
}

/** `value` brought inside the bounds of `name`; options without bounds keep their value. */
export function clampToBounds(name: string, value: number): number {
  const bounds = (OPTION_BOUNDS as Record<string, Bounds | undefined>)[name];
  if (!bounds) return value;
  return Math.min(Math.max(value, bounds.min), bounds.max ?? Infinity);
}

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const CROP_RATIO = new RegExp(`^(?:${NUMBER}|${NUMBER}%/${NUMBER}%|${NUMBER}px/${NUMBER}px)$`);
const SCATTER_PAIR = new RegExp(`^-?${NUMBER}%/-?${NUMBER}%$`);

/** A crop ratio: a number, or a pair such as 100%/100% or 16px/9px. */
export function isCropRatio(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0;
  return typeof value === 'string' && CROP_RATIO.test(value.trim());
}

/** Manual scatter: a comma-separated list of x/y percent pairs ("10%/-5%, 0%/20%"); empty is none. */
export function isManualScatter(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (value.trim() === '') return true;
  return value.split(',').every((pair) => SCATTER_PAIR.test(pair.trim()));
}
