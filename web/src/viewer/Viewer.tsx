// <Viewer content={document}/>: renders a content document (spec/000) as an accessible page.
// The tree walk is NodeTree.tsx; this component prepares what the walk needs, provides it, and
// turns failures into onError calls and nothing rendered (spec/000 §8).

import { type CSSProperties, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import type { ImageUrlEngine } from '../../../bindings/index.ts';
import type { RicosDocument, RicosNode } from '../content/node.ts';
import { useLatest } from '../react/use-latest.ts';
import { ViewerContext, type ViewerContextValue } from './context.ts';
import { DEFAULT_RENDERERS } from './default-renderers.ts';
import { firstReports } from './first-report.ts';
import { ExpandProvider } from './fullscreen/ExpandProvider.tsx';
import { viewerDirection } from './direction.ts';
import type { Messages } from './i18n/english.ts';
import { useImageEngine } from './image/use-image-engine.ts';
import type { MessageImporter } from './i18n/load-messages.ts';
import { DEFAULT_LOCALE } from './i18n/locales.ts';
import { useTranslations } from './i18n/use-translations.ts';
import type { LinkOptions } from './link-settings.ts';
import { loadedReport, type ViewerLoadedReport } from './loaded-report.ts';
import {
  nodeName,
  renderErrorMessage,
  reportedMessage,
  VIEWER_ERROR_MESSAGE,
} from './log-messages.ts';
import { SpoilerScope } from './text/index.ts';
import { CONSOLE_LOGGER, type ViewerLogger } from './logger.ts';
import { LazyOverlays } from './overlays/LazyOverlays.tsx';
import { NodeList } from './NodeTree.tsx';
import { mergeRenderers, prepare, type Prepared, type RendererOverrides } from './prepare.ts';
import { NO_SERVICES, type ViewerServices } from './services.ts';
import type { ThemeInput } from './theme/variables.ts';
import { ServerProblemsContext } from './server-problems.ts';
import { ServerRenderContext, TreeContext, type TreeContextValue } from './tree-context.ts';
import { useSameData, useSameEntries } from '../react/use-same.ts';
import styles from './Viewer.module.css';
import { ViewerErrorBoundary } from './ViewerErrorBoundary.tsx';

export interface ViewerProps {
  content: RicosDocument;
  /** Renderers to add, or to replace the built-in ones (a kind mapped to undefined renders nothing). */
  renderers?: RendererOverrides;
  theme?: ThemeInput;
  /** A UI locale ('fr', 'pt-BR'); English is built in, others load on demand. */
  locale?: string;
  /** The locale's messages, already loaded (server rendering: loadLocaleMessages before rendering). */
  messages?: Messages;
  /** Where the locale message files come from; by default the bundled chunks. */
  importMessages?: MessageImporter;
  isMobile?: boolean;
  links?: LinkOptions;
  /** Text settings for the text renderers (the EXTERNAL decorator, anchor-scroll offsets). */
  text?: ViewerContextValue['text'];
  /** A node that throws (with the node) or the viewer itself failed. */
  onError?: (error: unknown, node?: RicosNode) => void;
  onViewerLoaded?: (report: ViewerLoadedReport) => void;
  /** The page's url for the viewer-loaded report; the browser's location when not given. */
  url?: string;
  logger?: ViewerLogger;
  /**
   * The image-address engine for media ids; loaded on demand when not given. Server rendering
   * gives it, and hydration should pass `await loadViewerImageEngine()` so images match at once.
   */
  imageEngine?: ImageUrlEngine;
  /** Services the host supplies to media renderers; none by default (no network calls of ours). */
  services?: ViewerServices;
}

type Outcome = { ok: true; value: Prepared } | { ok: false };

export function Viewer(props: ViewerProps): ReactNode {
  // The latest callbacks, read when something happens: a consumer's inline onError or logger
  // must not make the viewer redo its work on every render. They are taken in once rendered.
  const latest = useLatest({ onError: props.onError, logger: props.logger ?? CONSOLE_LOGGER });
  const reporters = useMemo<Reporters>(() => {
    const firstTime = firstReports();
    return {
      logger: {
        error: (message, ...details) => latest.current.logger.error(message, ...details),
        warn: (message, ...details) => latest.current.logger.warn(message, ...details),
      },
      viewerError(error) {
        latest.current.logger.error(VIEWER_ERROR_MESSAGE, error);
        latest.current.onError?.(error);
      },
      // What renderers report (useViewer().reportError): logged, and passed to onError.
      reported(error, node) {
        if (!firstTime(error, node)) return;
        latest.current.logger.error(reportedMessage(node && nodeName(node.type, node.id), error));
        latest.current.onError?.(error, node);
      },
      // A renderer that threw: nothing is rendered for its node (spec/000 §8).
      nodeError(error, node) {
        if (!firstTime(error, node)) return;
        latest.current.logger.error(renderErrorMessage(nodeName(node.type, node.id)), error);
        latest.current.onError?.(error, node);
      },
    };
  }, [latest]);
  return (
    <ViewerErrorBoundary onError={reporters.viewerError}>
      <ViewerBody {...props} reporters={reporters} />
    </ViewerErrorBoundary>
  );
}

interface Reporters {
  logger: ViewerLogger;
  viewerError(error: unknown): void;
  reported(error: unknown, node?: RicosNode): void;
  nodeError(error: unknown, node: RicosNode): void;
}

function ViewerBody(props: ViewerProps & { reporters: Reporters }): ReactNode {
  const { content, isMobile = false, onViewerLoaded, url, reporters } = props;
  const { logger } = reporters;
  const renderers = useSameEntries(props.renderers);
  const theme = useSameData(props.theme);
  const links = useSameData(props.links);
  const text = useSameEntries(props.text);
  const services = useSameEntries(props.services) ?? NO_SERVICES;
  const imageEngine = useImageEngine(props.imageEngine);
  const locale = props.locale ?? DEFAULT_LOCALE;
  const registry = useMemo(() => mergeRenderers(DEFAULT_RENDERERS, renderers), [renderers]);

  const outcome = useMemo<Outcome>(() => {
    try {
      return { ok: true, value: prepare({ content, registry, theme, isMobile, links, logger }) };
    } catch (error) {
      reporters.viewerError(error);
      return { ok: false };
    }
  }, [content, registry, theme, isMobile, links, logger, reporters]);

  const { t, state } = useTranslations(locale, props.messages, logger, props.importMessages);
  const reportError = reporters.reported;
  const reportNodeError = reporters.nodeError;

  const nodes = outcome.ok ? content.nodes : undefined;
  const direction = useMemo(() => viewerDirection(locale, nodes), [locale, nodes]);
  const prepared = outcome.ok ? outcome.value : undefined;

  const viewerContext = useMemo<ViewerContextValue | undefined>(
    () =>
      prepared && {
        links: prepared.links,
        t,
        direction,
        locale,
        translationState: state,
        isMobile,
        reportError,
        text,
        imageEngine,
        services,
      },
    [prepared, t, direction, locale, state, isMobile, reportError, text, imageEngine, services],
  );
  const serverRender = useContext(ServerRenderContext);
  const serverProblems = useContext(ServerProblemsContext);
  const treeContext = useMemo<TreeContextValue | undefined>(
    () =>
      prepared &&
      viewerContext && {
        registry: prepared.registry,
        reportNodeError,
        serverRender,
        viewer: viewerContext,
        serverProblems,
      },
    [prepared, reportNodeError, serverRender, viewerContext, serverProblems],
  );

  const contentId = outcome.ok ? content.metadata?.id : undefined;
  // Once per document shown: not on every change of callback identity, and not twice when
  // StrictMode mounts the viewer a second time (an analytics hook would count it twice).
  const loadedFor = useRef<unknown>(undefined);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!prepared || !onViewerLoaded || loadedFor.current === content) return;
    loadedFor.current = content;
    const pageUrl = url ?? (typeof window === 'undefined' ? '' : window.location.href);
    onViewerLoaded(loadedReport(prepared.nodeCounts, pageUrl, contentId));
  }, [prepared, onViewerLoaded, content, url, contentId]);

  if (!prepared || !viewerContext || !treeContext) return null;
  return (
    <ViewerContext value={viewerContext}>
      <TreeContext value={treeContext}>
        <div
          ref={root}
          className={styles.viewer}
          dir={direction}
          style={prepared.variables as CSSProperties}
          data-tessera-viewer=""
          data-translations={state}
        >
          <ExpandProvider
            direction={direction}
            style={prepared.variables as CSSProperties}
            onError={reportError}
          >
            <SpoilerScope>
              <NodeList nodes={content.nodes} />
            </SpoilerScope>
          </ExpandProvider>
          <LazyOverlays root={root} />
        </div>
      </TreeContext>
    </ViewerContext>
  );
}
