// The horizontal gallery's accessibility labels (spec/002 §9), verbatim.

export const NEXT_ITEM_LABEL = 'Next Item';
export const PREVIOUS_ITEM_LABEL = 'Previous Item';
