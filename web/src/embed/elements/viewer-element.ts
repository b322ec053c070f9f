// <tessera-viewer>: a content document (spec/000) shown by the viewer, configured by its `content`
// attribute (the document as JSON), or by the `src` attribute (the document's address), or by the
// `content` property; `locale` (attribute or property) picks the viewer's language. What the
// viewer reports is raised on the element as `tessera-event`: VIEWER_LOADED with the loaded
// report (spec/000 §7), VIEWER_ERROR with `{ error, node }` when a node, or the viewer, failed
// (spec/000 §8; `node` is undefined for the viewer itself).

import type { ViewerProps } from '../../viewer/Viewer.tsx';
import type { Mount } from '../deferred-mount.ts';
import { type Field, SOURCE_ATTRIBUTE, TesseraElement } from './tessera-element.ts';
import { raiseTesseraEvent } from './tessera-event.ts';
import { notADocument, notText } from './value-checks.ts';

export const VIEWER_ELEMENT = 'tessera-viewer';
export const VIEWER_LOADED = 'VIEWER_LOADED';
export const VIEWER_ERROR = 'VIEWER_ERROR';

export type MountViewer = (element: Element, props: ViewerProps) => Mount<ViewerProps>;

const VIEWER_FIELDS: readonly Field[] = [
  { name: 'content', attribute: 'json', problem: notADocument },
  { name: 'locale', attribute: 'text', problem: notText },
];

export function viewerElement(mountViewer: MountViewer): CustomElementConstructor {
  return class TesseraViewer extends TesseraElement<ViewerProps> {
    static observedAttributes = [SOURCE_ATTRIBUTE, 'content', 'locale'];

    readonly #onError: ViewerProps['onError'] = (error, node) =>
      raiseTesseraEvent(this, VIEWER_ERROR, { error, node });
    readonly #onViewerLoaded: ViewerProps['onViewerLoaded'] = (report) =>
      raiseTesseraEvent(this, VIEWER_LOADED, report);

    get content(): ViewerProps['content'] | undefined {
      return this.config.content as ViewerProps['content'] | undefined;
    }
    set content(content: ViewerProps['content'] | undefined) {
      this.setProperty('content', content);
    }
    get locale(): string | undefined {
      return this.config.locale as string | undefined;
    }
    set locale(locale: string | undefined) {
      this.setProperty('locale', locale);
    }

    protected fields() {
      return VIEWER_FIELDS;
    }

    protected propsOf(config: Readonly<Record<string, unknown>>): ViewerProps | undefined {
      if (config.content === undefined) return undefined;
      return {
        content: config.content as ViewerProps['content'],
        locale: config.locale as string | undefined,
        onError: this.#onError,
        onViewerLoaded: this.#onViewerLoaded,
      };
    }

    protected mount(props: ViewerProps) {
      return mountViewer(this, props);
    }

    protected fromSource(json: unknown) {
      const problem = notADocument(json);
      return problem ?? { content: json };
    }
  };
}
