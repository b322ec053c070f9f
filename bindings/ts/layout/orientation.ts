// Twin of crates/layout/src/orientation.rs (the rules are explained there).

/** Items with a width-to-height ratio under this are portrait, the others landscape (spec/002 §3). */
export const PORTRAIT_BELOW = 0.999;
