// The viewer's public face. Server rendering lives in ./server.ts, apart from the browser entry.

export { viewerAnchorId } from '../content/tree.ts';
export {
  DEFAULT_VIEWER_CONTEXT,
  type LinkSettings,
  useViewer,
  type ViewerContextValue,
} from './context.ts';
export { DEFAULT_RENDERERS } from './default-renderers.ts';
export {
  ENGLISH,
  isRtlLocale,
  loadLocaleMessages,
  type MessageKey,
  type Messages,
  TRANSLATED_LOCALES,
  type TranslationState,
} from './i18n/index.ts';
export { loadViewerImageEngine } from './image/image-engine.ts';
export type { LinkOptions } from './link-settings.ts';
export type { ViewerLoadedReport } from './loaded-report.ts';
export type { ViewerLogger } from './logger.ts';
export { ButtonActionContext, type ButtonActionHandler } from './nodes/index.ts';
export type { NodeRenderer, NodeRendererProps, ParentLink, RendererRegistry } from './registry.ts';
export {
  type CustomStyles,
  DARK_PALETTE,
  LIGHT_PALETTE,
  type Palette,
  PaletteError,
  type ThemeInput,
} from './theme/index.ts';
export type { ViewerServices } from './services.ts';
export type { MapTileSource, MapType } from './nodes/map/map-tiles.ts';
export type { PollResults, PollService, PollVoter } from './nodes/poll/poll-service.ts';
export { VIEWER_VERSION } from './version.ts';
export { Viewer, type ViewerProps } from './Viewer.tsx';
export { type LazyRenderer, lazyRenderer, preloadRenderers } from './lazy-renderer.tsx';
