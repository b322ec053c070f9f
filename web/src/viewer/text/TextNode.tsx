// The TEXT node renderer: the node's text with its decorations (spec/000 §3), from the inside
// out: hashtags, formatting, mention, link or anchor, spoiler, and the consumer's EXTERNAL
// decorator outermost. Decorations it does not know are skipped.

import { type ReactNode, useMemo } from 'react';
import { mayDecorateHashtags } from '../../content/hashtags.ts';
import { resolveLink } from '../../content/links/index.ts';
import type { Decoration } from '../../content/types/decorations.ts';
import type { TextData } from '../../content/types/text.ts';
import { useViewer, type ViewerContextValue } from '../context.ts';
import { withHookFreeForm } from '../hook-free.ts';
import type { NodeRendererProps } from '../registry.ts';
import { useProblemReport } from '../use-problem-report.ts';
import {
  applyFormatting,
  byType,
  type DecorationsByType,
  type Formatting,
  formattingOf,
} from './formatting.tsx';
import { HashtagText } from './HashtagText.tsx';
import { Spoiler } from './Spoiler.tsx';
import css from './Text.module.css';
import { knownDecorations, textProblems } from './text-problems.ts';
import { TextLink } from './TextLink.tsx';

interface TextFormatting {
  decorations: Decoration[];
  found: DecorationsByType;
  formatting: Formatting;
}

function textFormatting(data: Partial<TextData> | undefined): TextFormatting {
  const decorations = knownDecorations(data);
  const found = byType(decorations);
  return { decorations, found, formatting: formattingOf(found) };
}

export function TextNode(props: NodeRendererProps) {
  const viewer = useViewer();
  const data = props.node.textData as Partial<TextData> | undefined;
  const formatted = useMemo(() => textFormatting(data), [data]);
  useProblemReport(formatted.formatting.problems, props.node);
  return textContent(props, viewer, formatted);
}

// The viewer's own TEXT renderer is drawn in its block's render (hook-free.ts).
withHookFreeForm(TextNode, {
  render(props, viewer, report) {
    const formatted = textFormatting(props.node.textData as Partial<TextData> | undefined);
    if (report !== undefined) for (const problem of formatted.formatting.problems) report(problem);
    return textContent(props, viewer, formatted);
  },
  problems: textProblems,
});

function textContent(
  { node, anchorId }: NodeRendererProps,
  { links, text: settings }: ViewerContextValue,
  { decorations, found, formatting }: TextFormatting,
): ReactNode {
  const decorateExternal = settings?.decorateExternal;
  const data = node.textData as Partial<TextData> | undefined;
  const text = typeof data?.text === 'string' ? data.text : '';

  if (text === '') return anchorId === undefined ? null : <span id={anchorId} />;

  // A text without '#' has no hashtag: it costs no component of its own.
  let content: ReactNode =
    text.includes('#') && mayDecorateHashtags(decorations) ? <HashtagText text={text} /> : text;
  content = applyFormatting(content, formatting);

  const mention = found.MENTION?.mentionData;
  if (found.MENTION !== undefined) {
    content = (
      <span
        className={css.mention}
        data-mention-slug={typeof mention?.slug === 'string' ? mention.slug : undefined}
      >
        {content}
      </span>
    );
  }

  const anchor = found.ANCHOR?.anchorData?.anchor;
  const link =
    found.LINK !== undefined
      ? resolveLink(found.LINK.linkData?.link, links)
      : typeof anchor === 'string'
        ? resolveLink({ anchor }, links)
        : null;
  if (link !== null)
    content = (
      <TextLink link={link} className={css.link}>
        {content}
      </TextLink>
    );

  if (found.SPOILER !== undefined) {
    const id = found.SPOILER.spoilerData?.id;
    content = (
      <Spoiler id={typeof id === 'string' && id !== '' ? id : undefined}>{content}</Spoiler>
    );
  }

  if (found.EXTERNAL !== undefined && decorateExternal !== undefined) {
    content = decorateExternal(content, found.EXTERNAL, node);
  }

  return anchorId === undefined ? content : <span id={anchorId}>{content}</span>;
}
