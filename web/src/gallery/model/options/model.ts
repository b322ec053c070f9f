// The typed option model (spec/001 §3), derived from the field table so the two never drift:
// `FlatGalleryOptions` by flat name (layoutParams_structure_itemSpacing), `GalleryOptions` nested
// in its three groups (layoutParams, behaviourParams, stylingParams) plus fixedColumns.

import type { OPTION_FIELDS, OptionName } from './fields.ts';

type ValueOf<F> = F extends { kind: 'number' }
  ? number
  : F extends { kind: 'boolean' }
    ? boolean
    : F extends { kind: 'string' }
      ? string
      : F extends { kind: 'enum'; values: infer V extends readonly string[] }
        ? V[number]
        : F extends { kind: 'const'; value: infer C }
          ? C
          : F extends { kind: 'numberList' }
            ? number[]
            : F extends { kind: 'ratioList' }
              ? (number | string)[]
              : F extends { kind: 'enumList'; values: infer V extends readonly string[] }
                ? V[number][]
                : F extends { kind: 'color' }
                  ? string | Record<string, unknown>
                  : string;

export type FlatGalleryOptions = { [K in OptionName]: ValueOf<(typeof OPTION_FIELDS)[K]> };

type Head<K extends string> = K extends `${infer H}_${string}` ? H : K;

/** Unflattens underscore-joined names into nested objects, at the type level. */
export type Nested<T> = {
  [H in Head<keyof T & string>]: H extends keyof T
    ? T[H]
    : Nested<{ [K in keyof T & string as K extends `${H}_${infer Rest}` ? Rest : never]: T[K] }>;
};

export type GalleryOptions = Nested<FlatGalleryOptions>;
export type LayoutParamsOptions = GalleryOptions['layoutParams'];
export type BehaviourParamsOptions = GalleryOptions['behaviourParams'];
export type StylingParamsOptions = GalleryOptions['stylingParams'];

/** Options as they arrive: any subset, flat or nested, possibly with legacy or unknown names. */
export type RawOptions = Record<string, unknown>;
