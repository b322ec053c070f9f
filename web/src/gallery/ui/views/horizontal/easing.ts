// A slide that scrolls follows the gallery's slideTransition, a CSS timing function, frame by
// frame: the browser animates scrollLeft with no timing function of ours, so the curve is
// evaluated here. cubic-bezier(), linear and the named curves are read; anything else eases.

export type Easing = (progress: number) => number;

const NAMED: Readonly<Record<string, readonly [number, number, number, number]>> = {
  ease: [0.25, 0.1, 0.25, 1],
  'ease-in': [0.42, 0, 1, 1],
  'ease-out': [0, 0, 0.58, 1],
  'ease-in-out': [0.42, 0, 0.58, 1],
};

/** The curve of a CSS timing function. */
export function easingOf(timingFunction: string): Easing {
  const text = timingFunction.trim().toLowerCase();
  if (text === 'linear') return (t) => t;
  const named = NAMED[text];
  if (named !== undefined) return cubicBezier(...named);
  const match = /^cubic-bezier\(([^)]*)\)$/.exec(text);
  const points = match?.[1].split(',').map(Number) ?? [];
  if (
    points.length === 4 &&
    points.every(Number.isFinite) &&
    inUnit(points[0]) &&
    inUnit(points[2])
  )
    return cubicBezier(points[0], points[1], points[2], points[3]);
  return cubicBezier(...NAMED.ease);
}

function inUnit(x: number): boolean {
  return x >= 0 && x <= 1;
}

/** The cubic Bézier from (0,0) to (1,1) through (x1,y1) and (x2,y2), as y of x. */
export function cubicBezier(x1: number, y1: number, x2: number, y2: number): Easing {
  const at = (a: number, b: number, t: number) =>
    3 * a * t * (1 - t) ** 2 + 3 * b * t * t * (1 - t) + t ** 3;
  return (x) => {
    if (x <= 0) return 0;
    if (x >= 1) return 1;
    // x(t) rises monotonically for control x in [0, 1]: bisection finds t.
    let low = 0;
    let high = 1;
    for (let i = 0; i < 30; i++) {
      const mid = (low + high) / 2;
      if (at(x1, x2, mid) < x) low = mid;
      else high = mid;
    }
    return at(y1, y2, (low + high) / 2);
  };
}
