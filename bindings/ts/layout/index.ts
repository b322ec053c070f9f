// Twin of crates/layout/src/lib.rs: the crate root's re-exports (start at layout.ts).
export { computeLayout } from './layout.ts';
export type { LayoutSummary } from './summary.ts';
