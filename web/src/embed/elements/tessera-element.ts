// What <tessera-gallery> and <tessera-viewer> share: their configuration comes from JSON
// attributes, from properties of the same names, or from the JSON at the `src` attribute's
// address; the latest of these wins for each value. Once the element is on the page and has
// something to show, it mounts it; a change of configuration updates it; taking the element off
// the page unmounts it (moving it within the page does not), and putting it back mounts it again.
// A value that cannot be used is said on the console (element-errors.ts) and changes nothing.

import type { Mount } from '../deferred-mount.ts';
import { reasonOf, reportElementError } from './element-errors.ts';

/** A value of the element's configuration, set by the attribute and the property of its name. */
export interface Field {
  name: string;
  /** How the attribute is read: as JSON, as text, or not at all (a property alone, a function). */
  attribute: 'json' | 'text' | 'none';
  /** Why `value` cannot be used ("is not an array"), or undefined when it can. */
  problem(value: unknown): string | undefined;
}

export const SOURCE_ATTRIBUTE = 'src';

/** The element's own shadow root: a block box that shows its children (the embed's host). */
const OWN_STYLE = ':host { display: block; }';

export abstract class TesseraElement<Props> extends HTMLElement {
  protected config: Readonly<Record<string, unknown>> = {};
  #mounted: Mount<Props> | undefined;
  #fetches = 0;

  protected abstract fields(): readonly Field[];
  /** The props to draw with, or undefined while there is nothing to show. */
  protected abstract propsOf(config: Readonly<Record<string, unknown>>): Props | undefined;
  protected abstract mount(props: Props): Mount<Props>;
  /** The configuration the JSON at `src` holds, or why it holds none. */
  protected abstract fromSource(json: unknown): Record<string, unknown> | string;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = OWN_STYLE;
    shadow.append(style, document.createElement('slot'));
  }

  get src(): string {
    const src = this.getAttribute(SOURCE_ATTRIBUTE);
    return src === null ? '' : new URL(src, document.baseURI).href;
  }

  set src(value: string) {
    this.setAttribute(SOURCE_ATTRIBUTE, value);
  }

  connectedCallback(): void {
    // Properties a page set before tessera.js defined the element hide the accessors: replay them.
    for (const { name } of this.fields()) {
      if (!Object.hasOwn(this, name)) continue;
      const value = (this as unknown as Record<string, unknown>)[name];
      delete (this as unknown as Record<string, unknown>)[name];
      (this as unknown as Record<string, unknown>)[name] = value;
    }
    this.#draw();
  }

  disconnectedCallback(): void {
    // A move within the page takes the element off and puts it back in one go: keep it mounted.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#mounted?.unmount();
      this.#mounted = undefined;
    });
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    if (name === SOURCE_ATTRIBUTE) {
      if (value !== null) void this.#fetch(value);
      return;
    }
    const field = this.#field(name);
    if (field === undefined || field.attribute === 'none') return;
    if (value === null || field.attribute === 'text') {
      this.#accept({ [name]: value ?? undefined }, `the ${name} attribute`);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch (error) {
      reportElementError(this, `the ${name} attribute is not valid JSON (${reasonOf(error)})`);
      return;
    }
    this.#accept({ [name]: parsed }, `the ${name} attribute`);
  }

  /** For the properties' setters. */
  protected setProperty(name: string, value: unknown): void {
    this.#accept({ [name]: value }, `the ${name} property`);
  }

  #field(name: string): Field | undefined {
    return this.fields().find((field) => field.name === name);
  }

  /** Takes the values in, all or none, and draws; `from` says where they came from. */
  #accept(values: Record<string, unknown>, from: string): boolean {
    for (const [name, value] of Object.entries(values)) {
      const problem = value === undefined ? undefined : this.#field(name)?.problem(value);
      if (problem !== undefined) {
        reportElementError(this, `${from} ${problem}`);
        return false;
      }
    }
    this.config = { ...this.config, ...values };
    this.#draw();
    return true;
  }

  async #fetch(src: string): Promise<void> {
    const fetchNumber = ++this.#fetches;
    const current = () => fetchNumber === this.#fetches;
    const url = new URL(src, document.baseURI).href;
    let text: string;
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
      text = await response.text();
    } catch (error) {
      if (current()) reportElementError(this, `could not fetch ${url} (${reasonOf(error)})`);
      return;
    }
    if (!current()) return;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      reportElementError(this, `${url} is not valid JSON (${reasonOf(error)})`);
      return;
    }
    const values = this.fromSource(json);
    if (typeof values === 'string') reportElementError(this, `${url} ${values}`);
    else this.#accept(values, url);
  }

  #draw(): void {
    if (!this.isConnected) return;
    const props = this.propsOf(this.config);
    if (props === undefined) {
      this.#mounted?.unmount();
      this.#mounted = undefined;
    } else if (this.#mounted === undefined) {
      this.#mounted = this.mount(props);
    } else {
      this.#mounted.update(props);
    }
  }
}
