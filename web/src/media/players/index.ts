// The media players (React): one component that picks the player for an address, the players'
// props, and the embedded frame for those who host a service's player themselves.

export { MediaPlayer, type MediaPlayerProps } from './MediaPlayer.tsx';
export { EmbedFrame, type EmbedFrameProps } from './EmbedFrame.tsx';
export { embedAddress, type EmbedContext } from './embed-address.ts';
export { FRAME_PROTOCOLS, type FrameProtocol } from './frame-protocols.ts';
export * from './messages.ts';
export type { PlaybackSettings, PlayerCallbacks, PlayerProps } from './types.ts';
