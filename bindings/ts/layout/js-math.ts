// Twin of crates/layout/src/js_math.rs (the rules are explained there).
//
// Written short (x - x === 0 for "finite", x !== x for "NaN", Math's functions held in module
// constants): V8 inlines a function of a few bytes of bytecode wherever it is called, and every
// call it does not inline boxes the numbers passed and returned, hot loops of the layouts
// included.

const floor = Math.floor;
const max = Math.max;
const min = Math.min;

/** `Math.round` written the way the Rust side computes it, so both return the same bits. */
export function jsRound(x: number): number {
  const below = floor(x);
  return x - below >= 0.5 ? below + 1 : below;
}

export function finiteOr(x: number, fallback: number): number {
  return x - x === 0 ? x + 0 : fallback;
}

/** Rust's `f64::max`: a NaN gives way to the other operand (`Math.max` would return NaN). */
export function fmax(a: number, b: number): number {
  return a !== a ? b : b !== b ? a : max(a, b);
}

/** Rust's `f64::min`: a NaN gives way to the other operand. */
export function fmin(a: number, b: number): number {
  return a !== a ? b : b !== b ? a : min(a, b);
}
