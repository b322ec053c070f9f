// Twin of crates/layout/src/summary.rs (the rules are explained there). The strides are the
// contract's (bindings/contract/layout.ts).

export interface LayoutSummary {
  width: number;
  height: number;
  columns: number;
}
