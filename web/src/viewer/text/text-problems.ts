// What a TEXT node's data holds that the renderer drops: decorations it does not know are
// skipped; invalid colours and font sizes are problems to report (spec/000 §5).

import type { RicosNode } from '../../content/node.ts';
import { DECORATION_TYPES, type Decoration } from '../../content/types/decorations.ts';
import type { TextData } from '../../content/types/text.ts';
import { byType, formattingOf } from './formatting.tsx';

const KNOWN = new Set<string>(DECORATION_TYPES);

export function knownDecorations(data: Partial<TextData> | undefined): Decoration[] {
  if (!Array.isArray(data?.decorations)) return [];
  return data.decorations.filter(
    (d): d is Decoration =>
      typeof d === 'object' && d !== null && KNOWN.has((d as { type?: unknown }).type as string),
  );
}

/** The problems the TEXT renderer finds in this node's data (only colours and font sizes can be
 *  invalid, and most text has neither). */
export function textProblems(node: RicosNode): readonly Error[] {
  const data = node.textData as Partial<TextData> | undefined;
  if (!Array.isArray(data?.decorations) || !data.decorations.some(mayBeInvalid)) return [];
  return formattingOf(byType(knownDecorations(data))).problems;
}

function mayBeInvalid(decoration: unknown): boolean {
  const type = (decoration as { type?: unknown } | null)?.type;
  return type === 'COLOR' || type === 'FONT_SIZE';
}
