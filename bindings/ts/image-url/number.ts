// Twin of crates/image-url/src/number.rs: numbers as the address prints them.

/** A number as JavaScript prints it (`String(x)`): q_, w_, h_, x_, y_ and filter values. */
export function jsNumber(x: number): string {
  return String(x);
}

/** Two decimals, ties rounded up on the exact binary value (`toFixed(2)`): fp_ and usm_ values. */
export function fixed2(x: number): string {
  return x.toFixed(2);
}

/** `Math.round`: nearest integer, halves rounded toward +infinity. */
export function jsRound(x: number): number {
  if (!Number.isFinite(x)) return x;
  const floor = Math.floor(x);
  return x - floor >= 0.5 ? floor + 1 : floor;
}
