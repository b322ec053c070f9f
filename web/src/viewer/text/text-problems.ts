// What a TEXT node's data holds that the renderer drops: decorations it does not know are
// skipped; invalid colours and font sizes are problems to report (spec/000 §5).

import { DECORATION_TYPES, type Decoration } from '../../content/types/decorations.ts';
import type { TextData } from '../../content/types/text.ts';

const KNOWN = new Set<string>(DECORATION_TYPES);

export function knownDecorations(data: Partial<TextData> | undefined): Decoration[] {
  if (!Array.isArray(data?.decorations)) return [];
  return data.decorations.filter(
    (d): d is Decoration =>
      typeof d === 'object' && d !== null && KNOWN.has((d as { type?: unknown }).type as string),
  );
}
