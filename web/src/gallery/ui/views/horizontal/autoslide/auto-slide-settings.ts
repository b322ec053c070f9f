// The auto-slide and slideshow-info options (spec/001 §3 behaviourParams.gallery.horizontal
// autoSlide and slideshowInfo), read from the option engine's result, the product's defaults
// (spec/002 §9) where one is missing.

import type { FlatOptions } from '../../../../model/index.ts';
import { LAYOUT_CODES } from '../../../../model/options/layout-codes.ts';
import { OPTION_DEFAULTS } from '../../../../model/options/defaults.ts';

export type AutoSlideBehaviour = 'OFF' | 'INTERVAL' | 'CONTINUOUS';
export type ButtonsAlignment = 'LEFT' | 'CENTER' | 'RIGHT';

const D = OPTION_DEFAULTS;

export interface AutoSlideSettings {
  behaviour: AutoSlideBehaviour;
  /** INTERVAL: the time between slides (interval seconds times 1000, spec/002 §9). */
  intervalMs: number;
  /** CONTINUOUS: pixels a second (a distance takes distance / speed × 1000 ms, spec/002 §9). */
  speed: number;
  pauseOnHover: boolean;
  /** The slideshow info under a SLIDESHOW: the play/pause button and the counter. */
  playButton: boolean;
  counter: boolean;
  buttonsAlignment: ButtonsAlignment;
}

function positive(value: unknown, fallback: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value;
  return fallback as number;
}

export function autoSlideSettings(o: FlatOptions): AutoSlideSettings {
  const raw = o.behaviourParams_gallery_horizontal_autoSlide_behaviour;
  const behaviour: AutoSlideBehaviour = raw === 'INTERVAL' || raw === 'CONTINUOUS' ? raw : 'OFF';
  const alignment = o.behaviourParams_gallery_horizontal_slideshowInfo_buttonsAlignment;
  const slideshow = o.layoutParams_structure_galleryLayout === LAYOUT_CODES.SLIDESHOW;
  return {
    behaviour,
    intervalMs:
      positive(
        o.behaviourParams_gallery_horizontal_autoSlide_interval,
        D.behaviourParams_gallery_horizontal_autoSlide_interval,
      ) * 1000,
    speed: positive(
      o.behaviourParams_gallery_horizontal_autoSlide_speed,
      D.behaviourParams_gallery_horizontal_autoSlide_speed,
    ),
    pauseOnHover:
      (o.behaviourParams_gallery_horizontal_autoSlide_pauseOnHover ??
        D.behaviourParams_gallery_horizontal_autoSlide_pauseOnHover) === true,
    playButton:
      slideshow &&
      behaviour !== 'OFF' &&
      o.behaviourParams_gallery_horizontal_slideshowInfo_enablePlayButton === true,
    counter: slideshow && o.behaviourParams_gallery_horizontal_slideshowInfo_enableCounter === true,
    buttonsAlignment: alignment === 'LEFT' || alignment === 'RIGHT' ? alignment : 'CENTER',
  };
}
