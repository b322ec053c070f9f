// Twin of crates/layout/src/summary.rs (the rules are explained there). The strides are the
// contract's (bindings/contract/layout.ts).

/** What a layout measures as a whole, besides the item rectangles. */
export interface LayoutSummary {
  /** The rendered gallery's width (the container width, floored). */
  width: number;
  /** The rendered gallery's height, gallery spacing included. */
  height: number;
  /** How many columns the items were placed in. */
  columns: number;
}
