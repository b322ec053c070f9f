// The gallery layout stylesheet (spec/000 §7 "gallery layout styling"), made by the engine on the
// server: one container-query rule per range of widths (segments.ts), placing each item and giving
// the gallery its height, so the first paint is right at any container width before any script
// runs. A value is written as its range's straight line over the container's width, in container
// query units: `calc(q cqw + p px)`, the very numbers interpolate.ts gives the hydrated gallery.
// A rule writes only what changed since the range before it. Pure.

import { RECT_STRIDE } from '../../../../../bindings/engine.ts';
import type { LayoutSegment } from './segment.ts';

/** The attribute naming a gallery's scope: the stylesheet reaches nothing outside it. */
export const LAYOUT_SCOPE_ATTRIBUTE = 'data-tessera-layout';
/** The attribute carrying the ranges' first widths: what hydration reads back. */
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

/** A number as short as it can be written to the given decimals. */
function short(value: number, decimals: number): string {
  const text = value.toFixed(decimals).replace(/\.?0+$/, '');
  const trimmed = text.replace(/^(-?)0\./, '$1.');
  return trimmed === '-0' || trimmed === '' ? '0' : trimmed;
}

/** The value going from `a` at width `from` to `b` at width `to`, straight. */
export function lineValue(a: number, b: number, from: number, to: number): string {
  const slope = to === from ? 0 : (b - a) / (to - from);
  const base = a - slope * from;
  // A cqw is a hundredth of the width: five decimals keep the error under a thousandth of a
  // pixel at the widest width.
  const q = short(slope * 100, 5);
  const p = short(base, 3);
  if (q === '0') return short(a, 3) === '0' ? '0' : `${short(a, 3)}px`;
  if (p === '0') return `${q}cqw`;
  return p.startsWith('-') ? `calc(${q}cqw - ${p.slice(1)}px)` : `calc(${q}cqw + ${p}px)`;
}

export function layoutStylesheet(segments: readonly LayoutSegment[], scope: string): string {
  const root = `[${LAYOUT_SCOPE_ATTRIBUTE}="${scope}"]`;
  const written = new Map<string, string>();
  const rules = segments.map(({ from, to, start, end }, index) => {
    const body: string[] = [];
    const declare = (selector: string, declarations: [string, string][]) => {
      const changed = declarations.filter(([name, value]) => {
        const key = `${selector} ${name}`;
        if (written.get(key) === value) return false;
        written.set(key, value);
        return true;
      });
      if (changed.length > 0)
        body.push(`${selector}{${changed.map(([name, value]) => `${name}:${value}`).join(';')}}`);
    };
    declare(`.${LAYOUT_BOX_CLASS}`, [['height', lineValue(start.height, end.height, from, to)]]);
    const count = Math.floor(start.rects.length / RECT_STRIDE);
    for (let i = 0; i < count; i++) {
      const at = i * RECT_STRIDE;
      declare(
        `.${itemClass(i)}`,
        PROPERTIES.map((name, k) => [
          name,
          lineValue(start.rects[at + k], end.rects[at + k], from, to),
        ]),
      );
    }
    const scoped = `${root}{${body.join('')}}`;
    // The first range also serves narrower containers; each later one overrides from its width.
    return index === 0 ? scoped : `@container (min-width:${from}px){${scoped}}`;
  });
  return `${root}{${CONTAINER}}${root}{${STATIC_BOX}}${rules.join('')}`;
}
