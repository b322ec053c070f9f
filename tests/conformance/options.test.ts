// Conformance of the option engine with the reference gallery (pro-gallery-lib 5.0.148, run as a
// black box): seeded random option sets over every layout code and device type are processed by
// both (defaults, layout preset, normalisation) and must come out equal, option by option; legacy
// names migrate as the reference migrates them, alone, together and mixed with current names (as
// the reference's gallery migrates them: a current name given keeps its value); option sets written
// with legacy names only process as the reference gallery processes them; relevance agrees with
// the reference's settings catalogue; schema errors equal the reference validator's, for nested
// and mixed (nested and flat) options. Where the reference departs from spec/001 the spec wins; each such place is listed in
// SPEC_OVER_REFERENCE and applied to the reference's answer before comparing.
//
// The seed is fixed; CONFORMANCE_SEED=<n> (or `random`) and CONFORMANCE_RUNS=<n> explore further.

import fc from 'fast-check';
import {
  addMigratedOptions,
  addOldOptions,
  addPresetOptions,
  galleryOptions,
  migrateOptions as referenceMigrate,
  validateTypes,
  populateWithDefaultOptions,
  processLayouts,
  viewModeWrapper,
} from 'pro-gallery-lib';
import { describe, expect, test } from 'vitest';
import { INFO_PLACEMENTS } from '../../web/src/gallery/model/options/enums.ts';
import {
  DEVICE_TYPES,
  type DeviceType,
  type FlatOptions,
  isOptionRelevant,
  LAYOUT_CODES,
  MAGIC_LAYOUT_UNSUPPORTED,
  migrateOptions,
  nestOptions,
  OPTION_DEFAULTS,
  OPTION_FIELDS,
  processOptions,
  validateOptions,
} from '../../web/src/gallery/model/options/index.ts';

const SEED =
  process.env.CONFORMANCE_SEED === 'random'
    ? undefined
    : Number(process.env.CONFORMANCE_SEED ?? 0x0971055);
const RUNS = Number(process.env.CONFORMANCE_RUNS ?? 300);

type Reference = Record<string, unknown>;
const catalogue = galleryOptions as unknown as Record<
  string,
  { isRelevant?: (options: Reference, context: object) => boolean }
>;

/** Computed by the reference for its layouter, not options of the model (spec/001 §3). */
const DERIVED = new Set(['targetItemSize', 'externalInfoHeight', 'externalInfoWidth']);

/** spec/001 §9 defaults that the reference starts from differently. */
const SPEC_DEFAULTS_OVER_REFERENCE = [
  'behaviourParams_item_video_enablePlayButton',
  'behaviourParams_item_overlay_backgroundColor',
  'behaviourParams_gallery_vertical_loadMore_text',
  'behaviourParams_item_threeDimensionalScene_controls_enableAutoRotate',
  'behaviourParams_gallery_blockContextMenu',
  'stylingParams_arrowsColor',
  'stylingParams_itemBorderColor',
  'stylingParams_itemShadowOpacityAndColor',
] as const;

/** The reference's answer, corrected where spec/001 says otherwise. */
function SPEC_OVER_REFERENCE(input: FlatOptions, processed: Reference): Reference {
  const expected = { ...processed };
  // §4: a fixed column count only in set-items-per-row mode. The reference's masonry in rows
  // switches to fit-to-screen but keeps the count it took before.
  if (expected.layoutParams_structure_responsiveMode !== 'SET_ITEMS_PER_ROW')
    expected.fixedColumns = 0;
  for (const name of DERIVED) delete expected[name];
  void input;
  return expected;
}

// Values by kind: mostly valid, with the edges the rules look at.
const number = fc.constantFrom(0, 1, 2, 3, 5, 10, 23, 50, 60, 120, 300, 0.5, -4);
const boolean = fc.boolean();
const string = fc.constantFrom('', 'abc', 'rgba(1,2,3,0.5)');
const ratios = fc.constantFrom<(number | string)[]>([1], [1.5, 0.5], ['100%/100%'], [2], [0.35]);
const groupTypes = fc.constantFrom(
  ['1'],
  ['1', '2h', '3t'],
  ['2v'],
  ['1', '2h', '2v', '3t', '3b', '3l', '3r'],
);
const placements = fc.constantFrom(
  'OVERLAY',
  'BELOW',
  'ABOVE',
  'LEFT',
  'RIGHT',
  'ALTERNATE_HORIZONTALLY',
  'ALTERNATE_VERTICALLY',
  'OVERLAY,BELOW',
);

function valueOf(name: string): fc.Arbitrary<unknown> {
  const field = (
    OPTION_FIELDS as Record<string, (typeof OPTION_FIELDS)[keyof typeof OPTION_FIELDS]>
  )[name];
  switch (field.kind) {
    case 'number':
      return name === 'layoutParams_structure_numberOfGridRows'
        ? fc.constantFrom(1, 2, 3, 4)
        : number;
    case 'boolean':
      return boolean;
    case 'string':
      return string;
    case 'enum':
      // The reference spells two values differently (BOTTOM, SCALED_DOWN); neither changes processing.
      return fc.constantFrom(...field.values);
    case 'const':
      return fc.constant(field.value);
    case 'numberList':
      return fc.constantFrom([], [1, 2], [0.5]);
    case 'ratioList':
      return ratios;
    case 'enumList':
      return groupTypes;
    case 'placements':
      return placements;
    case 'color':
      return string;
  }
}

const OPTION_ARBITRARIES = Object.fromEntries(
  Object.keys(OPTION_FIELDS)
    .filter((name) => name !== 'layoutParams_structure_galleryLayout' && name !== 'fixedColumns')
    .map((name) => [name, valueOf(name)]),
);
const someOptions = fc.record(OPTION_ARBITRARIES, {
  requiredKeys: [],
}) as fc.Arbitrary<FlatOptions>;

// JSON_FIXED crashes the reference (its preset adds nested copies that its normalisation cannot
// read); ours keeps the options as given and is covered by the unit tests.
const LAYOUTS = Object.values(LAYOUT_CODES).filter(
  (code) => code !== LAYOUT_CODES.MAGIC && code !== LAYOUT_CODES.JSON_FIXED,
);

interface Case {
  layout: number;
  device: DeviceType;
  externalInfo: boolean;
  options: FlatOptions;
}

const galleryCase: fc.Arbitrary<Case> = fc.record({
  layout: fc.constantFrom(...LAYOUTS),
  device: fc.constantFrom(...DEVICE_TYPES),
  externalInfo: fc.boolean(),
  options: someOptions,
});

/** Every layout code on every device at least once, whatever the seed. */
const EVERY_LAYOUT_AND_DEVICE: [Case][] = LAYOUTS.flatMap((layout) =>
  DEVICE_TYPES.map((device): [Case] => [{ layout, device, externalInfo: false, options: {} }]),
);

function referenceProcess(c: Case): Reference {
  viewModeWrapper.setDeviceType(c.device);
  const specDefaults = Object.fromEntries(
    SPEC_DEFAULTS_OVER_REFERENCE.map((name) => [name, OPTION_DEFAULTS[name]]),
  );
  const input = {
    ...specDefaults,
    ...structuredClone(c.options),
    layoutParams_structure_galleryLayout: c.layout,
  };
  return processLayouts(
    addPresetOptions(populateWithDefaultOptions(input)),
    c.externalInfo,
  ) as Reference;
}

function ourProcess(c: Case): FlatOptions {
  const input = { ...structuredClone(c.options), layoutParams_structure_galleryLayout: c.layout };
  return processOptions(input, {
    deviceType: c.device,
    externalInfoRenderer: c.externalInfo,
    logError: () => {},
  });
}

/** The options whose values differ, for a reader: name, ours, the reference's. */
function differences(ours: FlatOptions, reference: Reference): string[] {
  const names = new Set([...Object.keys(ours), ...Object.keys(reference)]);
  return [...names]
    .filter((name) => reference[name] !== undefined || ours[name] !== undefined)
    .filter((name) => JSON.stringify(ours[name]) !== JSON.stringify(reference[name]))
    .map(
      (name) =>
        `${name}: ours ${JSON.stringify(ours[name])}, reference ${JSON.stringify(reference[name])}`,
    );
}

describe('processed options equal the reference gallery’s', () => {
  test('the spec defaults that differ from the reference are exactly the listed ones', () => {
    const reference = populateWithDefaultOptions({}) as Reference;
    const differing = Object.entries(OPTION_DEFAULTS)
      .filter(([name, value]) => JSON.stringify(reference[name]) !== JSON.stringify(value))
      .map(([name]) => name);
    expect(differing.sort()).toEqual([...SPEC_DEFAULTS_OVER_REFERENCE].sort());
  });

  test(`random option sets over every layout code and device type (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(galleryCase, (c) => {
        const expected = SPEC_OVER_REFERENCE(c.options, referenceProcess(c));
        expect(differences(ourProcess(c), expected)).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS, examples: EVERY_LAYOUT_AND_DEVICE },
    );
  });

  test('the magic layout logs the spec message and keeps the options the reference keeps', () => {
    const logged: string[] = [];
    const ours = processOptions(
      { layoutParams_structure_galleryLayout: LAYOUT_CODES.MAGIC },
      { logError: (m) => logged.push(m) },
    );
    expect(logged).toEqual([MAGIC_LAYOUT_UNSUPPORTED]);
    const original = console.error;
    const referenceLogged: unknown[] = [];
    console.error = (...args: unknown[]) => referenceLogged.push(args.join(' '));
    try {
      const c: Case = {
        layout: LAYOUT_CODES.MAGIC,
        device: 'desktop',
        externalInfo: false,
        options: {},
      };
      expect(differences(ours, SPEC_OVER_REFERENCE({}, referenceProcess(c)))).toEqual([]);
    } finally {
      console.error = original;
    }
    expect(referenceLogged).toEqual([MAGIC_LAYOUT_UNSUPPORTED]);
  });
});

// Values a legacy option may hold; some of them only a few legacy names understand.
const LEGACY_VALUES: unknown[] = [
  true,
  false,
  0,
  1,
  2,
  3,
  2.5,
  -1,
  '',
  '1',
  '2.5',
  '-2',
  ' 3 ',
  'x',
  null,
  'MIDDLE',
  'fill',
  'fit',
  'top',
  'SHOW_ON_HOVER',
  'SHOW_BELOW',
  'SHOW_ABOVE',
  'SHOW_ON_THE_RIGHT',
  'SHOW_ON_THE_LEFT',
  'ALTERNATE_HORIZONTAL',
  'ALTERNATE_VERTICAL',
  'fullscreen',
  'expand',
  'FULLSCREEN',
  'link',
  'magnify',
  'NO_CHANGE',
  'smart',
  'px',
  'ratio',
  'hover',
  'auto',
  'all',
  'interval',
  'continuous',
  'PERCENT',
  'MANUAL',
  '1,2h',
  '1.5,2',
  '100%/100%',
  [1, 2],
  ['1', '2h'],
];

/** Legacy names the reference reads, as it writes them back from the current names. */
function referenceLegacyNames(): string[] {
  const current = populateWithDefaultOptions({}) as Reference;
  const pixel = {
    ...current,
    layoutParams_targetItemSize_unit: 'PIXEL',
    layoutParams_crop_ratios: [1, 2],
    behaviourParams_item_overlay_backgroundColor: 'red',
  };
  const percent = { ...current, layoutParams_targetItemSize_unit: 'PERCENT' };
  const names = new Set<string>();
  for (const options of [current, pixel, percent]) {
    for (const name of Object.keys(addOldOptions(options) as Reference))
      if (!(name in current) && !name.includes('_')) names.add(name);
  }
  names.delete('wasConvertedToOldOptions');
  // Old names that kept a group prefix.
  for (const name of [
    'layoutParams_cropRatio',
    'layoutParams_repeatingGroupTypes',
    'layoutParams_gallerySpacing',
  ])
    names.add(name);
  return [...names].sort();
}

function withoutUndefined(options: Reference): Reference {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}

/** The reference's migration, or null where it throws (non-string values it upper-cases). */
function referenceMigration(input: Reference): Reference | null {
  try {
    return withoutUndefined(referenceMigrate(structuredClone(input)) as Reference);
  } catch {
    return null;
  }
}

describe('migration equals the reference’s', () => {
  const names = referenceLegacyNames();

  test('the legacy names include every kind the spec lists', () => {
    for (const name of [
      'imageMargin',
      'useMaxDimensions',
      'arrowsPosition',
      'scrollDirection',
      'gridStyle',
      'titlePlacement',
      'itemClick',
      'hoveringBehaviour',
      'isAutoSlideshow',
      'cubeFitPosition',
      'isRTL',
    ]) {
      expect(names).toContain(name);
    }
    expect(names.length).toBeGreaterThan(90);
  });

  test('every legacy name alone, with every kind of value', () => {
    const mismatches: string[] = [];
    for (const name of names) {
      for (const value of LEGACY_VALUES) {
        const input = { [name]: value };
        const expected = referenceMigration(input);
        if (expected === null) continue;
        const ours = migrateOptions(input);
        if (
          JSON.stringify(Object.entries(ours).sort()) !==
          JSON.stringify(Object.entries(expected).sort())
        ) {
          mismatches.push(
            `${JSON.stringify(input)}: ours ${JSON.stringify(ours)}, reference ${JSON.stringify(expected)}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  test('legacy names read together', () => {
    const pairs = [
      ['isAutoSlideshow', 'autoSlideshowType'],
      ['gallerySizeType', 'gallerySize'],
      ['gallerySizeType', 'gallerySizePx'],
      ['gallerySizeType', 'gallerySizeRatio'],
      ['calculateTextBoxWidthMode', 'textBoxWidth'],
      ['calculateTextBoxWidthMode', 'textBoxWidthPercent'],
      ['cubeRatio', 'layoutParams_cropRatio'],
      ['rotatingCropRatios', 'cubeRatio'],
      ['galleryMargin', 'layoutParams_gallerySpacing'],
      ['rotatingGroupTypes', 'layoutParams_repeatingGroupTypes'],
    ];
    const mismatches: string[] = [];
    for (const [a, b] of pairs) {
      for (const first of LEGACY_VALUES) {
        for (const second of LEGACY_VALUES) {
          const input = { [a]: first, [b]: second };
          const expected = referenceMigration(input);
          if (expected === null) continue;
          const ours = migrateOptions(input);
          if (
            JSON.stringify(Object.entries(ours).sort()) !==
            JSON.stringify(Object.entries(expected).sort())
          ) {
            mismatches.push(
              `${JSON.stringify(input)}: ours ${JSON.stringify(ours)}, reference ${JSON.stringify(expected)}`,
            );
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});

/**
 * Relevance where ours does not follow the reference's catalogue:
 * - magnificationValue: the catalogue never calls it relevant, though it describes "click action
 *   MAGNIFY"; ours follows the description.
 * - galleryRatio_includeExternalInfo: the rule of spec/001 §4 (one row, ratio above 0, texts above
 *   or below), which the catalogue's answers do not follow.
 * - keepPosterAfterObjectLoad is no option of the model (spec/001 §3).
 */
const RELEVANCE_OVER_REFERENCE = new Set([
  'behaviourParams_item_content_magnificationValue',
  'layoutParams_structure_galleryRatio_includeExternalInfo',
  'behaviourParams_item_threeDimensionalScene_keepPosterAfterObjectLoad',
]);

test('relevance agrees with the reference catalogue on processed random options', () => {
  fc.assert(
    fc.property(galleryCase, (c) => {
      const processed = referenceProcess(c);
      const disagreements = Object.entries(catalogue)
        // Rules of two arguments ask about one value of the option, not about the option.
        .filter(
          ([name, option]) =>
            !RELEVANCE_OVER_REFERENCE.has(name) && option.isRelevant?.length === 1,
        )
        .filter(
          ([name, option]) =>
            Boolean(option.isRelevant?.(processed, {})) !== isOptionRelevant(name, processed),
        )
        .map(([name]) => name);
      expect(disagreements).toEqual([]);
    }),
    { seed: SEED, numRuns: Math.max(20, Math.round(RUNS / 3)) },
  );
});

/**
 * Validation where spec/001 says more than the reference's schema: crop ratios may be strings
 * such as 100%/100% (§5, and the presets write them), and fixedColumns and the 3D placeholder
 * switch are typed options of ours that the reference's schema leaves out.
 */
const VALIDATION_OVER_REFERENCE = new Set([
  'layoutParams_crop_ratios',
  'fixedColumns',
  'behaviourParams_item_threeDimensionalScene_enablePlaceholder',
]);

const WRONG_VALUES: unknown[] = [
  1,
  'x',
  true,
  [1],
  { a: 1 },
  null,
  'NOPE',
  ['1', 'zz'],
  Infinity,
  -0.5,
  'OVERLAY,BELOW',
  'BELOW,NOPE',
];

const INFO_PLACEMENT = 'layoutParams_info_placement';

/**
 * The reference validator's errors, corrected where spec/001 §5 allows more than its schema: an
 * info placement may be a comma-separated list of placements (docs/option-deviations.md).
 */
function SCHEMA_SPEC_OVER_REFERENCE<E extends { instancePath: string }>(
  name: string,
  value: unknown,
  errors: E[],
): E[] {
  const listOfPlacements =
    name === INFO_PLACEMENT &&
    typeof value === 'string' &&
    value.split(',').every((part) => (INFO_PLACEMENTS as readonly string[]).includes(part.trim()));
  return listOfPlacements
    ? errors.filter((e) => e.instancePath !== '/layoutParams/info/placement')
    : errors;
}

test('schema errors equal the reference validator’s: path, keyword and message', () => {
  const names = Object.keys(OPTION_FIELDS).filter((name) => !VALIDATION_OVER_REFERENCE.has(name));
  const errors = (
    list: { instancePath?: string; path?: string; keyword: string; message?: string }[],
  ) => list.map((e) => `${e.instancePath ?? e.path} ${e.keyword} ${e.message}`).sort();
  fc.assert(
    fc.property(fc.constantFrom(...names), fc.constantFrom(...WRONG_VALUES), (name, value) => {
      const options = nestOptions({ ...OPTION_DEFAULTS, [name]: value });
      const reference = (validateTypes(structuredClone(options)) ?? []) as {
        instancePath: string;
        keyword: string;
        message: string;
      }[];
      expect(errors(validateOptions(options).errors)).toEqual(
        errors(SCHEMA_SPEC_OVER_REFERENCE(name, value, reference)),
      );
    }),
    { seed: SEED, numRuns: RUNS },
  );
});

/** The names of the current options: the reference's (with a default) and the model's. */
const CURRENT_NAMES = new Set([
  ...Object.keys(populateWithDefaultOptions({}) as Reference),
  ...Object.keys(OPTION_FIELDS),
]);

/** A legacy option set as pro-gallery's own backward conversion writes it from current options. */
function legacyFrom(options: FlatOptions): Reference {
  const old = addOldOptions({
    ...(populateWithDefaultOptions({}) as Reference),
    ...structuredClone(options),
  }) as Reference;
  return Object.fromEntries(
    Object.entries(old).filter(
      ([name]) =>
        !CURRENT_NAMES.has(name) && !name.includes('_') && name !== 'wasConvertedToOldOptions',
    ),
  );
}

/**
 * Migration where ours does not follow the reference (docs/option-deviations.md): the legacy
 * click-to-play value (videoPlay 'onClick', which pro-gallery's backward conversion writes) is
 * upper-cased by the reference into ONCLICK, no play trigger at all; ours reads it as CLICK.
 */
function MIGRATION_OVER_REFERENCE(migrated: Reference): Reference {
  const expected = { ...migrated };
  if (expected.behaviourParams_item_video_playTrigger === 'ONCLICK')
    expected.behaviourParams_item_video_playTrigger = 'CLICK';
  return expected;
}

/** The current names only: the reference's gallery keeps every legacy name beside them. */
function currentOnly(options: Reference): Reference {
  return Object.fromEntries(
    Object.entries(options).filter(
      ([name, value]) => CURRENT_NAMES.has(name) && value !== undefined,
    ),
  );
}

/** Current options, some legacy names (from other current options) beside them. */
const mixedCase = fc
  .record({
    current: someOptions,
    legacySource: someOptions,
    keep: fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }),
  })
  .map(({ current, legacySource, keep }) => {
    const legacy = Object.entries(legacyFrom(legacySource)).filter((_, i) => keep[i % keep.length]);
    return { ...Object.fromEntries(legacy), ...current } as Reference;
  });

describe('legacy names mixed with current names', () => {
  test(`the current names come out as the reference gallery's migration gives them (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(mixedCase, (input) => {
        const expected = MIGRATION_OVER_REFERENCE(
          currentOnly(addMigratedOptions(structuredClone(input)) as Reference),
        );
        expect(differences(currentOnly(migrateOptions(input)), expected)).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  test('a numeric code under a current name is kept as given, as the reference gallery keeps it', () => {
    for (const input of [
      { layoutParams_structure_responsiveMode: 1 },
      { layoutParams_structure_scrollDirection: 1, scrollDirection: 0 },
      { layoutParams_navigationArrows_position: 2 },
      { layoutParams_structure_layoutOrientation: true, isVertical: false },
    ]) {
      const expected = currentOnly(addMigratedOptions(structuredClone(input)) as Reference);
      expect(migrateOptions(input)).toEqual(expected);
      expect(expected).toEqual(currentOnly(input));
    }
  });
});

test(`option sets written with legacy names only process as the reference gallery processes them (${Math.round(RUNS / 3)} runs)`, () => {
  fc.assert(
    fc.property(galleryCase, (c) => {
      const legacy = legacyFrom({ ...c.options, layoutParams_structure_galleryLayout: c.layout });
      viewModeWrapper.setDeviceType(c.device);
      const specDefaults = Object.fromEntries(
        SPEC_DEFAULTS_OVER_REFERENCE.map((name) => [name, OPTION_DEFAULTS[name]]),
      );
      const input = { ...legacy, layoutParams_structure_galleryLayout: c.layout };
      const reference = processLayouts(
        addPresetOptions(
          populateWithDefaultOptions({
            ...specDefaults,
            ...withoutUndefined(
              MIGRATION_OVER_REFERENCE(addMigratedOptions(structuredClone(input)) as Reference),
            ),
          }),
        ),
        c.externalInfo,
      ) as Reference;
      const ours = processOptions(input, {
        deviceType: c.device,
        externalInfoRenderer: c.externalInfo,
        logError: () => {},
      });
      expect(differences(ours, currentOnly(SPEC_OVER_REFERENCE(input, reference)))).toEqual([]);
    }),
    { seed: SEED, numRuns: Math.max(20, Math.round(RUNS / 3)) },
  );
});

/** Where an option is written: nested, flat, or both (one of the two wrong). */
const FORMS = ['nested', 'nested wrong, flat valid', 'flat wrong, nested valid'] as const;

test('schema errors of mixed (nested and flat) options equal the reference validator’s', () => {
  const names = Object.keys(OPTION_FIELDS).filter((name) => !VALIDATION_OVER_REFERENCE.has(name));
  const errors = (
    list: { instancePath?: string; path?: string; keyword: string; message?: string }[],
  ) => list.map((e) => `${e.instancePath ?? e.path} ${e.keyword} ${e.message}`).sort();
  fc.assert(
    fc.property(
      fc.constantFrom(...names),
      fc.constantFrom(...WRONG_VALUES),
      fc.constantFrom(...FORMS),
      fc.subarray(names, { maxLength: 6 }),
      (name, value, form, flatOthers) => {
        const valid = OPTION_DEFAULTS[name as keyof typeof OPTION_DEFAULTS];
        const nestedValue = form === 'flat wrong, nested valid' ? valid : value;
        const options: Reference = nestOptions({ ...OPTION_DEFAULTS, [name]: nestedValue });
        if (form !== 'nested') options[name] = form === 'nested wrong, flat valid' ? valid : value;
        // Valid values under flat names beside them change nothing.
        for (const other of flatOthers)
          options[other] = OPTION_DEFAULTS[other as keyof typeof OPTION_DEFAULTS];
        const reference = (validateTypes(structuredClone(options)) ?? []) as {
          instancePath: string;
          keyword: string;
          message: string;
        }[];
        expect(errors(validateOptions(options).errors)).toEqual(
          errors(SCHEMA_SPEC_OVER_REFERENCE(name, value, reference)),
        );
      },
    ),
    { seed: SEED, numRuns: RUNS },
  );
});

test('comma-separated info placements: valid as spec/001 §5 says, where the reference reports them', () => {
  for (const value of [
    'OVERLAY,BELOW',
    'BELOW, OVERLAY',
    'ABOVE,LEFT',
    'OVERLAY,NOPE',
    'OVERLAY,',
  ]) {
    const options = nestOptions({ ...OPTION_DEFAULTS, [INFO_PLACEMENT]: value });
    const reference = (validateTypes(structuredClone(options)) ?? []) as {
      instancePath: string;
      keyword: string;
      message: string;
    }[];
    expect(reference.map((e) => e.instancePath)).toEqual(['/layoutParams/info/placement']);
    const ours = validateOptions(options).errors.map((e) => `${e.path} ${e.keyword} ${e.message}`);
    expect(ours).toEqual(
      SCHEMA_SPEC_OVER_REFERENCE(INFO_PLACEMENT, value, reference).map(
        (e) => `${e.instancePath} ${e.keyword} ${e.message}`,
      ),
    );
  }
});
