// Twin of crates/layout/src/js_math.rs.

/** `Math.round` written the way the Rust side computes it, so both return the same bits. */
export function jsRound(x: number): number {
  if (!Number.isFinite(x)) return x;
  const floor = Math.floor(x);
  return x - floor >= 0.5 ? floor + 1 : floor;
}

/** Turns -0 into +0 and anything that is not finite into `fallback`. */
export function finiteOr(x: number, fallback: number): number {
  return Number.isFinite(x) ? x + 0 : fallback;
}

/** Rust's `f64::max`: a NaN gives way to the other operand (`Math.max` would return NaN). */
export function fmax(a: number, b: number): number {
  if (Number.isNaN(a)) return b;
  if (Number.isNaN(b)) return a;
  return Math.max(a, b);
}

/** Rust's `f64::min`: a NaN gives way to the other operand. */
export function fmin(a: number, b: number): number {
  if (Number.isNaN(a)) return b;
  if (Number.isNaN(b)) return a;
  return Math.min(a, b);
}
