// The TEXT node renderer and what the viewer needs around it.
export { TextNode } from './TextNode.tsx';
export { SpoilerScope } from './SpoilerScope.tsx';
export { createSpoilerManager, type SpoilerManager } from './spoiler-manager.ts';
export { isPlainClick, scrollToAnchor, topOffset } from './anchor-scroll.ts';
export type {
  AnchorScrollSettings,
  ElementLocator,
  ExternalDecorator,
  TextSettings,
} from './settings.ts';
