// The link settings a viewer gives its renderers (spec/000 §2), from the consumer's options,
// including the deprecated rel-value string (spec/000 §8: warned about, still honoured).

import { DEFAULT_VIEWER_CONTEXT, type LinkSettings } from './context.ts';
import { REL_VALUE_DEPRECATED_MESSAGE } from './log-messages.ts';
import type { ViewerLogger } from './logger.ts';

export interface LinkOptions extends Partial<LinkSettings> {
  /** @deprecated use `defaultRel`; a space-separated rel string such as "nofollow ugc". */
  relValue?: string;
}

const REL_FLAGS = ['nofollow', 'sponsored', 'ugc', 'noreferrer'] as const;

export function linkSettings(options: LinkOptions | undefined, logger: ViewerLogger): LinkSettings {
  const defaults = DEFAULT_VIEWER_CONTEXT.links;
  if (!options) return defaults;
  const { relValue, ...settings } = options;
  let defaultRel = settings.defaultRel ?? defaults.defaultRel;
  if (relValue !== undefined) {
    logger.warn(REL_VALUE_DEPRECATED_MESSAGE);
    if (!settings.defaultRel) {
      const tokens = new Set(String(relValue).toLowerCase().split(/\s+/));
      defaultRel = Object.fromEntries(REL_FLAGS.filter((flag) => tokens.has(flag)).map((flag) => [flag, true]));
    }
  }
  return { ...defaults, ...settings, defaultRel };
}
