// The audio player's constants (spec/000 §9 "Audio").

/** The playback speeds of the speed menu; 1 is "Normal". */
export const PLAYBACK_SPEEDS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const VOLUME_MIN = 0;
export const VOLUME_MAX = 1;
/** How far an arrow key moves the volume. */
export const VOLUME_STEP = 0.1;
/** How often the shown position follows playback, in ms. */
export const PROGRESS_INTERVAL_MS = 1000;
/** How often a duration not yet known is asked again, in ms. */
export const DURATION_RECHECK_MS = 100;
/** How long a seek asked before the audio can seek waits for it, in ms. */
export const SEEK_DEFERRAL_MS = 5000;
/** The cover image's size. */
export const COVER_SIZE = 350;
