// TED: talks on www.ted.com/talks/SLUG and their embed.ted.com player; the talk's slug is its id.

import { pathSegments } from '../../http-url.ts';
import { isMatch, stringParam, videoLink } from '../link-parts.ts';
import { readParams, withQuery } from '../params.ts';
import type { LinkForm, ProviderCodec, VideoLink } from '../types.ts';

const TALK = /^[A-Za-z0-9_]{1,200}$/;
const LANGUAGE = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/;

function parse(url: URL): VideoLink | null {
  const s = pathSegments(url);
  // /talks/SLUG, and the older /talks/lang/LANGUAGE/SLUG
  const slug =
    s[0] !== 'talks'
      ? undefined
      : s.length === 2
        ? s[1]
        : s.length === 4 && s[1] === 'lang'
          ? s[3]
          : undefined;
  if (!isMatch(TALK, slug)) return null;
  const params = readParams(url);
  const withLanguage =
    s.length === 4 && LANGUAGE.test(s[2]) ? { ...params, language: s[2] } : params;
  return videoLink({ provider: 'ted', mediaType: 'video', id: slug, params: withLanguage });
}

function build(link: VideoLink, form: LinkForm): string | null {
  if (link.mediaType !== 'video' || !isMatch(TALK, link.id)) return null;
  const host = form === 'watch' ? 'www.ted.com' : 'embed.ted.com';
  return withQuery(`https://${host}/talks/${link.id}`, {
    language: stringParam(link, 'language', LANGUAGE),
  });
}

export const ted: ProviderCodec = { provider: 'ted', domains: ['ted.com'], parse, build };
