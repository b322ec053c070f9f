// Twin of crates/layout/src/column_rows.rs (the rules are explained there).

import { GROUP_2H, GROUP_2V, GROUP_3H, GROUP_3L, GROUP_3V, groupTypeSize } from './group-types.ts';
import { fmax, fmin, jsRound } from './js-math.ts';

function scalePlace(sides: Float64Array, place: number, side: number, to: number): void {
  const k = to / sides[2 * place + side];
  sides[2 * place] = fmax(sides[2 * place] * k, 1);
  sides[2 * place + 1] = fmax(sides[2 * place + 1] * k, 1);
}

function arrange(type: number, sides: Float64Array): void {
  if (type === GROUP_2H || type === GROUP_3H || type === GROUP_2V || type === GROUP_3V) {
    const side = type === GROUP_2H || type === GROUP_3H ? 1 : 0;
    const to = sides[side];
    for (let place = groupTypeSize(type) - 1; place >= 1; place--)
      scalePlace(sides, place, side, to);
  } else if (type === GROUP_3L) {
    scalePlace(sides, 2, 0, sides[2]);
    scalePlace(sides, 0, 1, sides[3] + sides[5]);
  } else {
    scalePlace(sides, 1, 0, sides[0]);
    scalePlace(sides, 2, 1, sides[1] + sides[3]);
  }
}

function sizeRow(sides: Float64Array, count: number, width: number, s: number): number {
  let sum = 0;
  for (let place = 0; place < count; place++) sum += sides[2 * place] / sides[2 * place + 1];
  const inverse = 1 / sum;
  const height = width * inverse + s * (1 - count * inverse) - s;
  for (let place = 0; place < count; place++) scalePlace(sides, place, 1, fmax(height, 1));
  return height + s;
}

function sizeStack(sides: Float64Array, count: number, width: number, s: number): number {
  let inverse = 0;
  for (let place = 0; place < count; place++)
    inverse += 1 / (sides[2 * place] / sides[2 * place + 1]);
  const height = width * inverse + s * (count - inverse);
  for (let place = 0; place < count; place++) scalePlace(sides, place, 0, fmax(width - s, 1));
  return height;
}

function sizeBesideStack(type: number, sides: Float64Array, width: number, s: number): number {
  const single = type === GROUP_3L ? 0 : 2;
  const second = type === GROUP_3L ? 2 : 0;
  const r0 = sides[0] / sides[1];
  const r1 = sides[2] / sides[3];
  const r2 = sides[4] / sides[5];
  const one = type === GROUP_3L ? r0 : r2;
  const stackSum = type === GROUP_3L ? r1 + r2 : r1 + r0;
  const inverse = stackSum / (r0 * r1 + r1 * r2 + r0 * r2);
  const height = width * inverse + s * (2 - (2 + one) * inverse);
  scalePlace(sides, single, 1, fmax(height - s, 1));
  const stack = fmax(width - sides[2 * single] - 2 * s, 1);
  scalePlace(sides, 1, 0, stack);
  scalePlace(sides, second, 0, stack);
  return height;
}

function sizeToWidth(type: number, sides: Float64Array, width: number, s: number): number {
  const count = groupTypeSize(type);
  if (type === GROUP_2H || type === GROUP_3H) return sizeRow(sides, count, width, s);
  if (type === GROUP_2V || type === GROUP_3V) return sizeStack(sides, count, width, s);
  return sizeBesideStack(type, sides, width, s);
}

function smallestSide(type: number, sides: Float64Array): number {
  let least = Infinity;
  const end = 2 * groupTypeSize(type);
  for (let i = 0; i < end; i++) least = fmin(least, sides[i]);
  return least;
}

export function sizeColumnGroup(
  type: number,
  sides: Float64Array,
  taken: number,
  target: number,
  width: number,
  s: number,
  minItemSize: number,
): number {
  arrange(type, sides);
  sizeToWidth(type, sides, target, s);
  for (let pass = 1; pass < taken; pass++) {
    if (smallestSide(type, sides) >= minItemSize) break;
    arrange(type, sides);
    sizeToWidth(type, sides, target, s);
  }
  return sizeToWidth(type, sides, width, s);
}

export function placeColumnRow(
  sides: Float64Array,
  count: number,
  width: number,
  height: number,
  left: number,
  top: number,
  s: number,
  rects: Float64Array,
  first: number,
): void {
  const taker = count === 2 ? 0 : count - 1;
  let rest = jsRound(width - count * s);
  const rowHeight = fmax(jsRound(height) - s, 1);
  for (let place = 0; place < count; place++)
    if (place !== taker) rest -= jsRound(sides[2 * place]);
  let x = left;
  for (let place = 0; place < count; place++) {
    const w = place === taker ? rest : jsRound(sides[2 * place]);
    const at = 4 * (first + place);
    if (at + 4 <= rects.length) {
      rects[at] = x;
      rects[at + 1] = top;
      rects[at + 2] = fmax(w, 1);
      rects[at + 3] = rowHeight;
    }
    x += w + s;
  }
}
