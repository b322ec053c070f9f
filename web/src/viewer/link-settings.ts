// The link settings a viewer gives its renderers (spec/000 §2), from the consumer's options,
// including the deprecated rel-value string (spec/000 §8: warned about, still honoured).

import { DEFAULT_VIEWER_CONTEXT, type LinkSettings } from './context.ts';
import { REL_VALUE_DEPRECATED_MESSAGE } from './log-messages.ts';
import type { ViewerLogger } from './logger.ts';

export interface LinkOptions extends Partial<LinkSettings> {
  /** The rel setting: rel flags added to every link unless the link sets its own (the same as
   *  `defaultRel`, under the name the deprecation warning of spec/000 §8 points to). */
  rel?: LinkSettings['defaultRel'];
  /** @deprecated use `rel`; a space-separated rel string such as "nofollow ugc". */
  relValue?: string;
}

const REL_FLAGS = ['nofollow', 'sponsored', 'ugc', 'noreferrer'] as const;

export function linkSettings(options: LinkOptions | undefined, logger: ViewerLogger): LinkSettings {
  const defaults = DEFAULT_VIEWER_CONTEXT.links;
  if (!options) return defaults;
  const { relValue, rel, ...settings } = options;
  const given = rel ?? settings.defaultRel;
  let defaultRel = given ?? defaults.defaultRel;
  if (relValue !== undefined) {
    logger.warn(REL_VALUE_DEPRECATED_MESSAGE);
    if (!given) {
      const tokens = new Set(String(relValue).toLowerCase().split(/\s+/));
      defaultRel = Object.fromEntries(
        REL_FLAGS.filter((flag) => tokens.has(flag)).map((flag) => [flag, true]),
      );
    }
  }
  return { ...defaults, ...settings, defaultRel };
}
