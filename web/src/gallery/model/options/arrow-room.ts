// The room beside each navigation arrow outside a horizontal gallery, beyond its size (spec/002
// §9: arrow size plus 40 plus half the item spacing). The layout leaves it; the view draws the
// arrows in it. Its own module: the view reads it without the option engine.

export const ARROW_MARGIN = 40;
