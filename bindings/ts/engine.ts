// The TypeScript twin as an `Engine`: for server rendering, tests, and wherever WebAssembly or
// workers are not available.

import type { Engine } from '../engine.ts';
import { tsImageUrlEngine } from './image-url/engine.ts';
import { tsLayoutEngine } from './layout/engine.ts';
import { tsLayoutQueriesEngine } from './layout/queries.ts';

export function createTsEngine(): Engine {
  return { backend: 'ts', ...tsLayoutEngine, ...tsImageUrlEngine, ...tsLayoutQueriesEngine };
}
