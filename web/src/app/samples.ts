// The sample pictures shipped with the demo (written by scripts/make-samples.ts).

import type { GalleryItem } from '../gallery/model/index.ts';
import list from './samples.json';

export const SAMPLES: readonly GalleryItem[] = list;
