// Server rendering: a document to HTML with react-dom/server, its locale's messages read first so
// the page shows them at once (and hydrates with the same messages). Not part of the browser entry.

import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { tsImageUrlEngine } from '../../../bindings/ts-image-url.ts';
import { nodeCountsOf } from './node-counts.ts';
import { sameNodeByValue } from './same-node.ts';
import { type ServerRender, ServerRenderContext, StaticMarkupContext } from './tree-context.ts';
import { DEFAULT_RENDERERS } from './default-renderers.ts';
import { loadLocaleMessages } from './i18n/load-messages.ts';
import { DEFAULT_LOCALE, languageOf } from './i18n/locales.ts';
import { nodeName, reportedMessage, VIEWER_ERROR_MESSAGE } from './log-messages.ts';
import { CONSOLE_LOGGER } from './logger.ts';
import { preloadRenderers } from './lazy-renderer.tsx';
import { mergeRenderers } from './prepare.ts';
import { ServerProblems, ServerProblemsContext } from './server-problems.ts';
import { Viewer, type ViewerProps } from './Viewer.tsx';

const SERVER_RENDER: ServerRender = { sameNodeByValue };

export interface ServerRenderOptions {
  /** HTML that the browser hydrates (React's markers kept) rather than static HTML. */
  hydratable?: boolean;
}

/** The viewer's props with the locale's messages filled in; English when they cannot be read. */
export async function withLocaleMessages(props: ViewerProps): Promise<ViewerProps> {
  const locale = props.locale ?? DEFAULT_LOCALE;
  if (props.messages || languageOf(locale) === DEFAULT_LOCALE) return props;
  try {
    return {
      ...props,
      messages: await loadLocaleMessages(locale, { logger: props.logger ?? CONSOLE_LOGGER }),
    };
  } catch {
    return props;
  }
}

/**
 * The viewer's HTML; a viewer error (spec/000 §8) calls onError and gives the empty string. What
 * the renderers report after rendering in a browser (invalid colours, spec/000 §5) is logged and
 * passed to onError here, as the server runs no effects.
 */
export async function renderViewerToHtml(
  props: ViewerProps,
  options: ServerRenderOptions = {},
): Promise<string> {
  const logger = props.logger ?? CONSOLE_LOGGER;
  let viewerFailed = false;
  const onError: ViewerProps['onError'] = (error, node) => {
    if (node === undefined) viewerFailed = true;
    props.onError?.(error, node);
  };
  const registry = mergeRenderers(DEFAULT_RENDERERS, props.renderers);
  if (Array.isArray(props.content?.nodes))
    await preloadRenderers(Object.keys(nodeCountsOf(props.content)), registry);
  const problems = new ServerProblems();
  const element = createElement(
    ServerRenderContext,
    { value: SERVER_RENDER },
    createElement(
      StaticMarkupContext,
      { value: options.hydratable !== true },
      createElement(
        ServerProblemsContext,
        { value: problems },
        createElement(Viewer, {
          imageEngine: tsImageUrlEngine,
          ...(await withLocaleMessages(props)),
          onError,
        }),
      ),
    ),
  );
  let html: string;
  try {
    html = options.hydratable ? renderToString(element) : renderToStaticMarkup(element);
  } catch (error) {
    // What escapes every node's guard: react-dom/server has no error boundary to stop it.
    logger.error(VIEWER_ERROR_MESSAGE, error);
    props.onError?.(error);
    return '';
  }
  if (!viewerFailed) {
    for (const { node, error } of problems.found) {
      logger.error(reportedMessage(nodeName(node.type, node.id), error));
      props.onError?.(error, node);
    }
  }
  return html;
}
