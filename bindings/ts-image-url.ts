// The TypeScript twin's image-address half alone, for those who make addresses and never lay out
// (the content viewer's media): a few kilobytes rather than the whole twin.

export { tsImageUrlEngine } from './ts/image-url/engine.ts';
