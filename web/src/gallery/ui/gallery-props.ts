// What a host hands <Gallery> (spec/002 §2-3, §5, §7; spec/001 §4): the items and options, and the
// ways the host takes part — events, image addresses, the scroller, view mode, the container.

import type { LayoutResult } from '../../../../bindings/engine.ts';
import type { EventsListener } from '../model/events.ts';
import type { DeviceType, VIEW_MODES } from '../model/options/enums.ts';
import type { EngineClient } from '../worker/index.ts';
import type { CreateMediaUrl } from './items/create-media-url.ts';
import type { ScrollingElement } from './use-viewport-band.ts';

export type ViewMode = (typeof VIEW_MODES)[number];

export interface GalleryProps {
  /** Transport objects (spec/002 §3), or items of the shape `GalleryItem`. */
  items?: readonly unknown[] | null;
  /** Gallery options, nested or flat, with the names of spec/001. */
  options?: unknown;
  /** The engine to use; by default the page's shared worker. */
  client?: EngineClient;
  /** Called with each layout once it is on screen. */
  onLayout?: (layout: LayoutResult) => void;
  /** Receives the gallery's events (spec/001 §4) with their payloads. */
  eventsListener?: EventsListener;
  /** The host's image addresses (spec/002 §7); the engine's on the static media host otherwise. */
  createMediaUrl?: CreateMediaUrl;
  /** The element whose scrolling moves the gallery; the window by default. */
  scrollingElement?: ScrollingElement | null;
  /** SEO draws every item; the other modes only those near the viewport (spec/002 §9). */
  viewMode?: ViewMode;
  /** The accessibility role: 'application' adds the region label and the screen-reader text. */
  proGalleryRole?: string;
  proGalleryRegionLabel?: string;
  /** How many items the host has in all; without it, the gallery may always ask for more. */
  totalItemsCount?: number;
  /**
   * The container's size in CSS pixels. When given, the gallery lays out at this width and does
   * not measure its element; its height is the gallery's height (what crop ratios in percent and
   * horizontal layouts measure against; the window's height when not given). Without it the
   * gallery measures its element and relayouts once a resize has settled for 100 ms.
   */
  container?: { width: number; height?: number };
  /** The device the gallery is shown on, for the option engine's mobile rules (spec/001 §4);
   *  detected from the user agent and the pointer when not given. */
  deviceType?: DeviceType;
  /**
   * Whether texts placed above, below or beside the items are drawn there, so the layout keeps
   * room for them (pro-gallery's prop of that name); true when not given, as the gallery draws
   * them. False keeps no room and draws no texts outside the items (spec/002 §2).
   */
  isUsingCustomInfoElements?: boolean;
  /** The gallery's id: written as `data-gallery-id` and the prefix of its element ids, so two
   *  galleries on a page never share an id; a generated one when not given. */
  id?: string;
  /** Checks the options' types and shows an error UI in place of the gallery when one is wrong
   *  (spec/002 §5); the page's URL query parameter shouldValidateTypes=true does the same. */
  shouldValidateTypes?: boolean;
  /** The item a horizontal gallery shows as current; a change moves the gallery to it. */
  activeIndex?: number;
  // <server-layout>
  /** The first width of each range of the server's gallery layout stylesheet (renderGalleryToString
   *  serialises them): the gallery then draws, at any width, what that stylesheet drew there. */
  layoutBreakpoints?: readonly number[];
  /** The container's height at each width, when it follows the width: the stylesheet's ranges
   *  were laid out at those heights (a viewer's SLIDER, spec/000 §9). */
  containerHeightAt?: (width: number) => number;
  // </server-layout>
}
