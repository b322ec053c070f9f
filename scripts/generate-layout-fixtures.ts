// Writes bindings/fixtures/layout.json: every case of bindings/fixtures/cases.ts with the
// results the WASM engine gives now. Run it only when a change of results is intended, and read
// the diff: `node scripts/generate-layout-fixtures.ts` (inside npm run / npx for Node 24).

import { writeFileSync } from 'node:fs';
import { FIXTURE_CASES } from '../bindings/fixtures/cases.ts';
import { encodeNumber } from '../bindings/fixtures/codec.ts';
import { createWasmEngine } from '../bindings/wasm/engine.ts';

const engine = await createWasmEngine();
const encodeParams = (params: object) =>
  JSON.parse(
    JSON.stringify(params, (_key, value) =>
      typeof value === 'number' ? encodeNumber(value) : value,
    ),
  );

const fixtures = FIXTURE_CASES.map(({ name, sizes, params, seeds }) => {
  let expected: object;
  try {
    const result = engine.layout(
      Float64Array.from(sizes),
      params,
      seeds === undefined ? undefined : Uint32Array.from(seeds),
    );
    const rects: number[][] = [];
    for (let i = 0; i < result.rects.length; i += 4)
      rects.push(Array.from(result.rects.subarray(i, i + 4)));
    expected = { width: result.width, height: result.height, columns: result.columns, rects };
  } catch (error) {
    expected = { error: (error as Error).message };
  }
  return {
    name,
    sizes: sizes.map(encodeNumber),
    ...(seeds === undefined ? {} : { seeds }),
    params: encodeParams(params),
    expected,
  };
});

const out = new URL('../bindings/fixtures/layout.json', import.meta.url);
writeFileSync(out, `${JSON.stringify(fixtures, null, 1)}\n`);
console.log(`wrote ${fixtures.length} cases to ${out.pathname}`);
