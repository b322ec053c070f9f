// The TypeScript twin's entry in the public face. Where the twin is only a fallback, import this
// file dynamically (`await import(...)`) so that bundlers load the twin only when it is needed.

export { createTsEngine } from './ts/engine.ts';
