// The TEXT node renderer: the node's text with its decorations (spec/000 §3), from the inside
// out: hashtags, formatting, mention, link or anchor, spoiler, and the consumer's EXTERNAL
// decorator outermost. Decorations it does not know are skipped.

import { type ReactNode, useMemo } from 'react';
import { mayDecorateHashtags } from '../../content/hashtags.ts';
import { resolveLink } from '../../content/links/index.ts';
import type { TextData } from '../../content/types/text.ts';
import { useViewer } from '../context.ts';
import type { NodeRendererProps } from '../registry.ts';
import { useProblemReport } from '../use-problem-report.ts';
import { applyFormatting, byType, formattingOf } from './formatting.tsx';
import { HashtagText } from './HashtagText.tsx';
import { useTextSettings } from './use-text-settings.ts';
import { Spoiler } from './Spoiler.tsx';
import css from './Text.module.css';
import { knownDecorations } from './text-problems.ts';
import { TextLink } from './TextLink.tsx';

export function TextNode({ node, anchorId }: NodeRendererProps) {
  const { links } = useViewer();
  const { decorateExternal } = useTextSettings();
  const data = node.textData as Partial<TextData> | undefined;
  const text = typeof data?.text === 'string' ? data.text : '';
  const decorations = useMemo(() => knownDecorations(data), [data]);
  const found = useMemo(() => byType(decorations), [decorations]);
  const formatting = useMemo(() => formattingOf(found), [found]);

  useProblemReport(formatting.problems, node);

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
