// The players' error messages, each defined once.

export const NO_PLAYER_FOR_ADDRESS = 'No player plays this address';
export const NO_EMBED_ADDRESS = 'Cannot build the player address';
export const MEDIA_NOT_PLAYABLE = 'The media cannot be played';
export const STREAM_FAILED = 'The stream cannot be played';
export const PLAYER_REPORTED_ERROR = 'The player reported an error';
export const PLAYER_FAILED = 'The player could not be loaded';
