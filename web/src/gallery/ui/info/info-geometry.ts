// Where an item's media and its info areas go inside the item's box (spec/001 §3 "info"). The
// layouter returns each item's media rect and keeps the room for the texts next to it
// (externalInfoHeight, externalInfoWidth; model/info-sizes.ts): the item's box is the media rect
// grown by that room, the info above, below or beside the media. Pure: numbers in, boxes out.

import type { ExternalInfoSizes } from '../../model/info-sizes.ts';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export type InfoSide = 'ABOVE' | 'BELOW' | 'LEFT' | 'RIGHT';

export type InfoLayout =
  'ATTACHED_BACKGROUND' | 'DONT_SHOW' | 'NO_BACKGROUND' | 'SEPARATED_BACKGROUND';

export interface InfoSettings extends ExternalInfoSizes {
  /** The non-hover placements, in the options' order (ABOVE, ALTERNATE_VERTICALLY, LEFT ...). */
  placements: readonly string[];
  layout: InfoLayout;
  /** Between the media and a separated info area (spec/001 §3 info.spacing). */
  spacing: number;
  /** The gallery's item spacing: a column is the item's width, its info and this. */
  itemSpacing: number;
  rightToLeft: boolean;
}

export interface InfoArea {
  side: InfoSide;
  /** The area with its background and border, relative to the item's box. */
  box: Box;
}

export interface ItemGeometry {
  /** The item's box, relative to the gallery. */
  box: Box;
  /** The media, relative to the item's box: the layouter's rect. */
  media: Box;
  infos: InfoArea[];
}

const VERTICAL: Record<string, [even: InfoSide, odd: InfoSide]> = {
  ABOVE: ['ABOVE', 'ABOVE'],
  BELOW: ['BELOW', 'BELOW'],
  ALTERNATE_VERTICALLY: ['ABOVE', 'BELOW'],
};
const HORIZONTAL: Record<string, [even: InfoSide, odd: InfoSide]> = {
  LEFT: ['LEFT', 'LEFT'],
  RIGHT: ['RIGHT', 'RIGHT'],
  ALTERNATE_HORIZONTALLY: ['LEFT', 'RIGHT'],
};
const MIRRORED: Record<InfoSide, InfoSide> = {
  ABOVE: 'ABOVE',
  BELOW: 'BELOW',
  LEFT: 'RIGHT',
  RIGHT: 'LEFT',
};

/**
 * The item's side for the first placement of a kind in the list: an alternating placement takes
 * the first side for even items and the second for odd ones. Right to left mirrors the sides.
 */
function sideOf(
  placements: readonly string[],
  kinds: Record<string, [InfoSide, InfoSide]>,
  idx: number,
  rightToLeft: boolean,
): InfoSide | null {
  const placement = placements.find((p) => p in kinds);
  if (placement === undefined) return null;
  const side = kinds[placement][idx % 2];
  return rightToLeft ? MIRRORED[side] : side;
}

/** JavaScript's Math.round, as the layouter rounds. */
const jsRound = Math.round;

/**
 * The pixels beside a media `mediaWidth` wide. Pixels as given, or (below 1, the layouter's
 * reading) a fraction of the column, rounded: the column is a width whose media, less the item
 * spacing and that rounded share, is `mediaWidth` wide. Two neighbouring columns can leave the
 * same media (half of 300 and of 301 leave 140): the narrower is taken, a pixel short at most.
 */
export function infoWidthPixels(info: number, mediaWidth: number, itemSpacing: number): number {
  if (!(info > 0)) return 0;
  if (info >= 1) return info;
  const estimate = (mediaWidth + itemSpacing) / (1 - info);
  for (let column = Math.floor(estimate) - 2; column <= Math.ceil(estimate) + 2; column++) {
    const share = jsRound(info * column);
    if (column - itemSpacing - share === mediaWidth) return share;
  }
  return jsRound(info * estimate);
}

/** The area less the spacing on the media's side, when its background is separated. */
function separated(area: Box, side: InfoSide, spacing: number): Box {
  const gap = Math.min(spacing, side === 'ABOVE' || side === 'BELOW' ? area.height : area.width);
  switch (side) {
    case 'ABOVE':
      return { ...area, height: area.height - gap };
    case 'BELOW':
      return { ...area, top: area.top + gap, height: area.height - gap };
    case 'LEFT':
      return { ...area, width: area.width - gap };
    case 'RIGHT':
      return { ...area, left: area.left + gap, width: area.width - gap };
  }
}

/** The item's box, media and info areas, for the layouter's media `rect` of item `idx`. */
export function itemGeometry(rect: Box, idx: number, info: InfoSettings): ItemGeometry {
  const vertical = sideOf(info.placements, VERTICAL, idx, info.rightToLeft);
  const horizontal = sideOf(info.placements, HORIZONTAL, idx, info.rightToLeft);
  const infoHeight = vertical === null ? 0 : info.externalInfoHeight;
  const infoWidth =
    horizontal === null ? 0 : infoWidthPixels(info.externalInfoWidth, rect.width, info.itemSpacing);
  // Right to left, the layouter mirrored the media rect alone: the room beside it lies before it.
  const left = info.rightToLeft ? rect.left - infoWidth : rect.left;
  const box = {
    left,
    top: rect.top,
    width: rect.width + infoWidth,
    height: rect.height + infoHeight,
  };
  const media = {
    left: horizontal === 'LEFT' ? infoWidth : 0,
    top: vertical === 'ABOVE' ? infoHeight : 0,
    width: rect.width,
    height: rect.height,
  };
  const areas: { side: InfoSide; area: Box }[] = [];
  if (vertical !== null && infoHeight > 0) {
    const top = vertical === 'ABOVE' ? 0 : rect.height;
    areas.push({
      side: vertical,
      area: { left: media.left, top, width: rect.width, height: infoHeight },
    });
  }
  if (horizontal !== null && infoWidth > 0) {
    const areaLeft = horizontal === 'LEFT' ? 0 : rect.width;
    areas.push({
      side: horizontal,
      area: { left: areaLeft, top: media.top, width: infoWidth, height: rect.height },
    });
  }
  // In the list's order: the first placement listed shows the texts (InfoArea).
  const first = (side: InfoSide) =>
    info.placements.findIndex(
      (p) => p in (side === 'ABOVE' || side === 'BELOW' ? VERTICAL : HORIZONTAL),
    );
  areas.sort((a, b) => first(a.side) - first(b.side));
  const infos = areas.map(({ side, area }) => ({
    side,
    box: info.layout === 'SEPARATED_BACKGROUND' ? separated(area, side, info.spacing) : area,
  }));
  return { box, media, infos };
}
