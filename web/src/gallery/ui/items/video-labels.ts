// The video item's accessible names. The spec names the play icon but gives it no label
// (spec/002 §9 "Icons"), so these are ours, defined once.

export const PLAY_VIDEO = 'Play video';
export const PAUSE_VIDEO = 'Pause video';
