// Twin of crates/layout/src/orientation.rs (the rules are explained there).

export const PORTRAIT_BELOW = 0.999;
