// The gallery layout stylesheet (spec/000 §7 "gallery layout styling"), made by the engine on the
// server: one container-query rule per range of widths (segments.ts), placing each item and giving
// the gallery its height, so the first paint is right at any container width before any script
// runs. A value is written as its range's straight line over the container's width, in container
// query units: `calc(q cqw + p px)`, the very numbers interpolate.ts gives the hydrated gallery.
// A rule writes only what changed since the range before it. Items past `shown` are left out and
// hidden until the gallery hydrates (budget.ts); the gallery's height is every item's. Pure.

import { RECT_STRIDE } from '../../../../../bindings/engine.ts';
import type { LayoutSegment } from './segment.ts';

/** The attribute naming a gallery's scope: the stylesheet reaches nothing outside it. */
export const LAYOUT_SCOPE_ATTRIBUTE = 'data-tessera-layout';
/**
 * The attribute carrying each range's first width: what hydration reads back. A scaled range's
 * (scaled.ts) is written negative; a list of plain widths is ranges of one structure each.
 */
export const BREAKPOINTS_ATTRIBUTE = 'data-tessera-breakpoints';
/** The class of the gallery's box (its height) and the prefix of each item's class. */
export const LAYOUT_BOX_CLASS = '_g';
export const itemClass = (index: number) => `_${index}`;

const PROPERTIES = ['left', 'top', 'width', 'height'] as const;
/** The scope is the query container; the static box and items are drawn without a script. */
const CONTAINER = 'container-type:inline-size;position:relative';
const STATIC_BOX =
  `.${LAYOUT_BOX_CLASS}{position:relative;overflow:hidden}` +
  `.${LAYOUT_BOX_CLASS}>*{position:absolute;display:block;box-sizing:border-box;overflow:hidden;` +
  'background:var(--tessera-item-placeholder,rgba(208,208,208,.35))}' +
  `.${LAYOUT_BOX_CLASS} img{display:block;width:100%;height:100%;object-fit:cover}`;

/** The ranges' first widths as BREAKPOINTS_ATTRIBUTE carries them. */
export function breakpointsOf(segments: readonly LayoutSegment[]): number[] {
  return segments.map(({ from, scaled }) => (scaled ? -from : from));
}

/** A number as short as it can be written to the given decimals. */
function short(value: number, scale: number): string {
  const rounded = Math.round(value * scale) / scale;
  if (rounded === 0) return '0';
  const text = String(rounded);
  if (text.startsWith('0.')) return text.slice(1);
  return text.startsWith('-0.') ? `-${text.slice(2)}` : text;
}

/** The value going from `a` at width `from` to `b` at width `to`, straight. */
export function lineValue(a: number, b: number, from: number, to: number): string {
  const slope = to === from ? 0 : (b - a) / (to - from);
  const base = a - slope * from;
  // A cqw is a hundredth of the width: five decimals keep the error under a thousandth of a
  // pixel at the widest width.
  const q = short(slope * 100, 1e5);
  if (q === '0') {
    const fixed = short(a, 1e3);
    return fixed === '0' ? '0' : `${fixed}px`;
  }
  const p = short(base, 1e3);
  if (p === '0') return `${q}cqw`;
  return p.startsWith('-') ? `calc(${q}cqw - ${p.slice(1)}px)` : `calc(${q}cqw + ${p}px)`;
}

/** The stylesheet's rules apart from its scope: each range's query and height, and per item. */
export interface StylesheetParts {
  /** Per range: the container query's width (none for the first) and the box's rule, if any. */
  ranges: { from: number | null; box: string }[];
  /** Per range, per item: the item's rule ('' when nothing changed). */
  items: string[][];
  /** Per item written: its rules' characters over all ranges. */
  itemChars: number[];
  /** How many items the gallery has. */
  count: number;
}

/** The parts of the stylesheet of `segments`; past `limit` characters of items' rules the later
 *  items are left out (`itemChars` then counts only the items written). */
export function stylesheetParts(
  segments: readonly LayoutSegment[],
  limit = Infinity,
): StylesheetParts {
  const count = segments.length > 0 ? Math.floor(segments[0].start.rects.length / RECT_STRIDE) : 0;
  let height = '';
  const ranges = segments.map(({ from, to, start, end }, index) => {
    const boxHeight = lineValue(start.height, end.height, from, to);
    const box = boxHeight === height ? '' : `.${LAYOUT_BOX_CLASS}{height:${boxHeight}}`;
    height = boxHeight;
    return { from: index === 0 ? null : from, box };
  });
  const items: string[][] = segments.map(() => []);
  const itemChars: number[] = [];
  let chars = 0;
  for (let i = 0; i < count && chars <= limit; i++) {
    const written = ['', '', '', ''];
    let own = 0;
    segments.forEach(({ from, to, start, end }, index) => {
      let declarations = '';
      for (let k = 0; k < 4; k++) {
        const at = i * RECT_STRIDE + k;
        const value = lineValue(start.rects[at], end.rects[at], from, to);
        if (written[k] === value) continue;
        written[k] = value;
        declarations += `${declarations === '' ? '' : ';'}${PROPERTIES[k]}:${value}`;
      }
      const rule = declarations === '' ? '' : `.${itemClass(i)}{${declarations}}`;
      items[index].push(rule);
      own += rule.length;
    });
    itemChars.push(own);
    chars += own;
  }
  return { ranges, items, itemChars, count };
}

const rootOf = (scope: string) => `[${LAYOUT_SCOPE_ATTRIBUTE}="${scope}"]`;
const hidden = (shown: number) =>
  `.${LAYOUT_BOX_CLASS}>:nth-child(n+${shown + 1}){visibility:hidden}`;

/** The characters of the stylesheet with every item but its rules (those are `itemChars`). */
export function fixedChars(parts: StylesheetParts, scope: string, shown: number): number {
  const root = rootOf(scope).length;
  let chars = 2 * root + CONTAINER.length + STATIC_BOX.length + 4;
  if (shown < parts.count) chars += hidden(shown).length;
  for (const { from, box } of parts.ranges)
    chars +=
      root + 2 + box.length + (from === null ? 0 : `@container (min-width:${from}px){}`.length);
  return chars;
}

export function writeStylesheet(
  parts: StylesheetParts,
  scope: string,
  shown = parts.count,
): string {
  if (shown > parts.itemChars.length) throw new Error('More items shown than written');
  const root = rootOf(scope);
  const hide = shown < parts.count ? hidden(shown) : '';
  let css = `${root}{${CONTAINER}}${root}{${STATIC_BOX}${hide}}`;
  parts.ranges.forEach(({ from, box }, index) => {
    const rules = parts.items[index];
    let body = box;
    for (let i = 0; i < shown; i++) body += rules[i];
    const scoped = `${root}{${body}}`;
    // The first range also serves narrower containers; each later one overrides from its width.
    css += from === null ? scoped : `@container (min-width:${from}px){${scoped}}`;
  });
  return css;
}

export function layoutStylesheet(
  segments: readonly LayoutSegment[],
  scope: string,
  shown?: number,
): string {
  return writeStylesheet(stylesheetParts(segments), scope, shown);
}
