// Twin of crates/layout/src/resume.rs (the rules are explained there).

export const GROUP_LOOKAHEAD = 3;

export interface Resume {
  item: number;
  group: number;
  strip: number;
  top: number;
  widest: number;
  heights: Float64Array;
  settled: boolean;
}

export function startOfLayout(): Resume {
  return {
    item: 0,
    group: 0,
    strip: 1,
    top: 0,
    widest: 0,
    heights: new Float64Array(0),
    settled: false,
  };
}

export function nearEnd(item: number, count: number): boolean {
  return item + GROUP_LOOKAHEAD > count;
}
