// The house's layers, held by `npm test` (tests/architecture/layers.test.ts) and by
// `npx depcruise bindings web bin bench tests scripts`. DESIGN.md "The house" says why each holds.
/** Test files and test helpers may reach anywhere; the rules below are for the product's code. */
const TESTS = '(\\.test\\.tsx?$|^bindings/testing/|^bindings/fixtures/)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules that import each other, directly or through others: nothing reads bottom-up.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'bindings-not-web',
      severity: 'error',
      comment: 'The engine knows nothing of the web app that uses it.',
      from: { path: '^bindings/', pathNot: TESTS },
      to: { path: '^(web|bin|bench)/' },
    },
    {
      name: 'contract-at-the-bottom',
      severity: 'error',
      comment: 'The contract holds every shared table; it imports nothing of the engine.',
      from: { path: '^bindings/contract/' },
      to: { path: '^bindings/', pathNot: '^bindings/contract/' },
    },
    {
      name: 'twin-and-wasm-apart',
      severity: 'error',
      comment:
        'The TypeScript twin and the wasm marshalling both stand on the contract, never on each other.',
      from: { path: '^bindings/ts/', pathNot: TESTS },
      to: { path: '^bindings/wasm/' },
    },
    {
      name: 'wasm-and-twin-apart',
      severity: 'error',
      comment:
        'The TypeScript twin and the wasm marshalling both stand on the contract, never on each other.',
      from: { path: '^bindings/wasm/', pathNot: TESTS },
      to: { path: '^bindings/ts/' },
    },
    {
      name: 'web-uses-the-public-face',
      severity: 'error',
      comment:
        'web/ reaches the engine only through the files at the root of bindings/ (its public face).',
      from: { path: '^web/', pathNot: TESTS },
      to: { path: '^bindings/.+/' },
    },
    {
      name: 'model-without-react-or-dom',
      severity: 'error',
      comment: 'The document model and the gallery model are plain data and functions: no React.',
      from: { path: '^(bindings|web/src/content|web/src/gallery/model)/' },
      to: { path: '^node_modules/(react|react-dom|zustand|comlink)/' },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a cycle through types is still a cycle for a reader.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^target/|^dist/' },
  },
};
