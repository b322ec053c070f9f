// Text with its hashtags linked to the site's post search (spec/000 §2, §5).

import { hashtagPath, splitHashtags } from '../../content/hashtags.ts';
import { resolveLink } from '../../content/links/index.ts';
import { useViewer } from '../context.ts';
import css from './Text.module.css';
import { TextLink } from './TextLink.tsx';

export function HashtagText({ text }: { text: string }) {
  const { links } = useViewer();
  const segments = splitHashtags(text);
  if (segments.every((segment) => segment.hashtag === undefined)) return text;
  return segments.map((segment, index) => {
    if (segment.hashtag === undefined) return segment.text;
    // The search page belongs to the same site, so it opens in the same tab.
    const link = resolveLink({ url: hashtagPath(segment.hashtag), target: 'SELF' }, links);
    if (link === null) return segment.text;
    return (
      <TextLink key={index} link={link} className={css.hashtag}>
        {segment.text}
      </TextLink>
    );
  });
}
