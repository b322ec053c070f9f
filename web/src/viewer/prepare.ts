// Everything the viewer works out from its props before rendering a node: the registry, the
// theme and document-style variables, link settings, node counts. What throws here is a viewer
// error (spec/000 §8): the viewer calls onError and renders nothing.

import type { RicosDocument } from '../content/node.ts';
import { nodeCountsOf } from './node-counts.ts';
import type { LinkSettings } from './context.ts';
import { documentStyleVariables } from './document-style.ts';
import { type LinkOptions, linkSettings } from './link-settings.ts';
import { noRendererMessage } from './log-messages.ts';
import type { ViewerLogger } from './logger.ts';
import { kindsWithoutRenderer } from './node-kinds.ts';
import type { NodeRenderer, RendererRegistry } from './registry.ts';
import { type ThemeInput, themeVariables } from './theme/variables.ts';

export type RendererOverrides = Readonly<Record<string, NodeRenderer | undefined>>;

export interface Prepared {
  registry: RendererRegistry;
  variables: Record<string, string>;
  links: LinkSettings;
  nodeCounts: Readonly<Record<string, number>>;
}

export class InvalidContentError extends Error {
  constructor(what: string) {
    super(`tessera viewer: the content is not a document (${what})`);
    this.name = 'InvalidContentError';
  }
}

export function mergeRenderers(
  defaults: RendererRegistry,
  overrides: RendererOverrides | undefined,
): RendererRegistry {
  if (!overrides) return defaults;
  const merged: Record<string, NodeRenderer> = { ...defaults };
  for (const [type, renderer] of Object.entries(overrides)) {
    if (renderer) merged[type] = renderer;
    else delete merged[type];
  }
  return merged;
}

export function assertDocument(content: unknown): asserts content is RicosDocument {
  if (typeof content !== 'object' || content === null)
    throw new InvalidContentError(`got ${content === null ? 'null' : typeof content}`);
  if (!Array.isArray((content as RicosDocument).nodes))
    throw new InvalidContentError('no nodes array');
}

export interface PrepareInput {
  content: unknown;
  registry: RendererRegistry;
  theme: ThemeInput | undefined;
  isMobile: boolean;
  links: LinkOptions | undefined;
  logger: ViewerLogger;
}

export function prepare({
  content,
  registry,
  theme,
  isMobile,
  links,
  logger,
}: PrepareInput): Prepared {
  assertDocument(content);
  const nodeCounts = nodeCountsOf(content);
  for (const type of kindsWithoutRenderer(nodeCounts, registry))
    logger.error(noRendererMessage(type));
  const variables = {
    ...themeVariables(theme, isMobile, logger),
    ...documentStyleVariables(content.documentStyle, logger),
  };
  return { registry, variables, links: linkSettings(links, logger), nodeCounts };
}
