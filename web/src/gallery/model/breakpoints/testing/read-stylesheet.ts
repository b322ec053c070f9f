// What a gallery layout stylesheet draws at a container width, read the way a browser applies it:
// the rules of the ranges whose width the container reaches, in order, the later overriding; each
// value at the container's width. For tests that check the stylesheet's numbers in Node.

export interface DrawnByStylesheet {
  height: number;
  /** left, top, width, height per item class (`_0`, `_1`, ...). */
  items: Map<number, number[]>;
}

const PROPERTIES = ['left', 'top', 'width', 'height'];

function valueAt(value: string, width: number): number {
  const line = /^(?:calc\()?(-?[\d.]+)cqw(?: ([+-]) ([\d.]+)px\))?$/.exec(value);
  if (line !== null)
    return (Number(line[1]) / 100) * width + (line[2] === '-' ? -1 : 1) * Number(line[3] ?? 0);
  if (value === '0') return 0;
  const fixed = /^(-?[\d.]+)px$/.exec(value);
  if (fixed === null) throw new Error(`not a value of the stylesheet: ${value}`);
  return Number(fixed[1]);
}

export function readStylesheet(css: string, width: number): DrawnByStylesheet {
  const drawn: DrawnByStylesheet = { height: NaN, items: new Map() };
  // Each rule of a range: an optional query, then the scope's block of class rules.
  const ranges = css.matchAll(
    /(?:@container \(min-width:(\d+)px\)\{)?\[[^\]]+\]\{((?:\.[\w-]+\{[^}]*\})+)\}/g,
  );
  for (const [, from, body] of ranges) {
    if (from !== undefined && width < Number(from)) continue;
    for (const [, name, declarations] of body.matchAll(/\.([\w-]+)\{([^}]*)\}/g)) {
      const values = new Map(declarations.split(';').map((d) => d.split(':') as [string, string]));
      if (name === 'g' || name === '_g') {
        if (values.has('height')) drawn.height = valueAt(values.get('height')!, width);
        continue;
      }
      const index = /^_(\d+)$/.exec(name);
      if (index === null) continue;
      const rect = drawn.items.get(Number(index[1])) ?? [NaN, NaN, NaN, NaN];
      PROPERTIES.forEach((property, k) => {
        if (values.has(property)) rect[k] = valueAt(values.get(property)!, width);
      });
      drawn.items.set(Number(index[1]), rect);
    }
  }
  return drawn;
}
