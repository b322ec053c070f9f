// The arrow types (spec/001 §3 navigationArrows.type: DEFAULT_ARROW, ARROW_2 to ARROW_7), drawn
// pointing right on a 24 by 24 grid; the view mirrors them to point left.

import type { ReactElement } from 'react';
import type { ArrowType } from '../horizontal-settings.ts';

const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const ARROW_SHAPES: Readonly<Record<ArrowType, ReactElement>> = {
  // A plain chevron.
  DEFAULT_ARROW: <path d="M8 3l9 9-9 9" {...STROKE} strokeWidth={2} />,
  // A bold chevron.
  ARROW_2: <path d="M6.5 1.5L17 12 6.5 22.5 4 20l8-8-8-8z" fill="currentColor" />,
  // An arrow with a shaft.
  ARROW_3: <path d="M3 12h17M13 5l7 7-7 7" {...STROKE} strokeWidth={2} />,
  // A solid triangle.
  ARROW_4: <path d="M7 3l12 9-12 9z" fill="currentColor" />,
  // A chevron in a ring.
  ARROW_5: (
    <g {...STROKE} strokeWidth={1.8}>
      <circle cx="12" cy="12" r="10.5" />
      <path d="M10 7l5 5-5 5" />
    </g>
  ),
  // A double chevron.
  ARROW_6: <path d="M5 5l7 7-7 7M12 5l7 7-7 7" {...STROKE} strokeWidth={2} />,
  // A thin, tall chevron.
  ARROW_7: <path d="M8 1l8 11-8 11" {...STROKE} strokeWidth={1.2} />,
};
