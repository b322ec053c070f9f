// The layout twin's entry: re-exports, as crates/layout/src/lib.rs does (start at layout.ts).
export { computeLayout } from './layout.ts';
export type { LayoutSummary } from './summary.ts';
