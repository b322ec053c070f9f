// Container data every block node may carry (spec/000 §3 "Container data"): alignment, width
// (a size or a custom width) and whether text wraps around the block.

import { asRecord, type DataRecord, readBoolean, readEnum, toFiniteNumber } from '../data.ts';

export const CONTAINER_ALIGNMENTS = ['LEFT', 'CENTER', 'RIGHT'] as const;
export const CONTAINER_SIZES = ['CONTENT', 'SMALL', 'ORIGINAL', 'FULL_WIDTH'] as const;

export type ContainerAlignment = (typeof CONTAINER_ALIGNMENTS)[number];
export type ContainerSize = (typeof CONTAINER_SIZES)[number];

export interface ContainerLayout {
  alignment: ContainerAlignment;
  /** A named size, or `custom` with a width in pixels. */
  width: { size: ContainerSize } | { size: 'CUSTOM'; pixels: number };
  textWrap: boolean;
}

export interface ContainerDefaults {
  alignment?: ContainerAlignment;
  size?: ContainerSize;
}

/** Reads `containerData` of any kind; missing or invalid parts take the kind's defaults. */
export function readContainerData(
  value: unknown,
  defaults: ContainerDefaults = {},
): ContainerLayout {
  const data: DataRecord | undefined = asRecord(value);
  const width = asRecord(data?.width);
  const custom = toFiniteNumber(width?.custom);
  const size = readEnum(width, 'size', CONTAINER_SIZES);
  return {
    alignment: readEnum(data, 'alignment', CONTAINER_ALIGNMENTS) ?? defaults.alignment ?? 'CENTER',
    width:
      custom !== undefined && custom > 0
        ? { size: 'CUSTOM', pixels: custom }
        : { size: size ?? defaults.size ?? 'CONTENT' },
    textWrap: readBoolean(data, 'textWrap') ?? false,
  };
}
