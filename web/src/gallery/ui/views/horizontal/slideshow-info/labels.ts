// The slideshow info's label (spec/002 §9), verbatim.

export const AUTO_PLAY_TITLE = 'slideshow auto play';
