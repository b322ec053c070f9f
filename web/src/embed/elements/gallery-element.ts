// <tessera-gallery>: a gallery configured by its attributes `items` and `options` (JSON), or by
// the `src` attribute (the address of JSON `{ items, options }`), or by the properties `items`,
// `options` and `createMediaUrl`. Every event of the gallery (spec/001 §4) is raised on the
// element as `tessera-event` with `{ name, data }`.

import type { GalleryProps } from '../../gallery/ui/Gallery.tsx';
import type { MountGallery } from '../deferred-mount.ts';
import { type Field, SOURCE_ATTRIBUTE, TesseraElement } from './tessera-element.ts';
import { raiseTesseraEvent } from './tessera-event.ts';
import { notAFunction, notAGallery, notAnArray, notAnObject } from './value-checks.ts';

export const GALLERY_ELEMENT = 'tessera-gallery';

const GALLERY_FIELDS: readonly Field[] = [
  { name: 'items', attribute: 'json', problem: notAnArray },
  { name: 'options', attribute: 'json', problem: notAnObject },
  { name: 'createMediaUrl', attribute: 'none', problem: notAFunction },
];

export function galleryElement(mountGallery: MountGallery): CustomElementConstructor {
  return class TesseraGallery extends TesseraElement<GalleryProps> {
    static observedAttributes = [SOURCE_ATTRIBUTE, 'items', 'options'];

    readonly #eventsListener = (name: string, data: unknown) => raiseTesseraEvent(this, name, data);

    get items(): GalleryProps['items'] {
      return this.config.items as GalleryProps['items'];
    }
    set items(items: GalleryProps['items']) {
      this.setProperty('items', items);
    }
    get options(): GalleryProps['options'] {
      return this.config.options;
    }
    set options(options: GalleryProps['options']) {
      this.setProperty('options', options);
    }
    get createMediaUrl(): GalleryProps['createMediaUrl'] {
      return this.config.createMediaUrl as GalleryProps['createMediaUrl'];
    }
    set createMediaUrl(createMediaUrl: GalleryProps['createMediaUrl']) {
      this.setProperty('createMediaUrl', createMediaUrl);
    }

    protected fields() {
      return GALLERY_FIELDS;
    }

    protected propsOf(config: Readonly<Record<string, unknown>>): GalleryProps | undefined {
      if (config.items === undefined) return undefined;
      return {
        items: config.items as GalleryProps['items'],
        options: config.options ?? {},
        createMediaUrl: config.createMediaUrl as GalleryProps['createMediaUrl'],
        eventsListener: this.#eventsListener,
      };
    }

    protected mount(props: GalleryProps) {
      return mountGallery(this, props);
    }

    protected fromSource(json: unknown) {
      const problem = notAGallery(json);
      if (problem !== undefined) return problem;
      const { items, options } = json as { items: unknown; options?: unknown };
      return { items, options };
    }
  };
}
