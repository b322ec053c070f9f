// `tessera/options`: the gallery option engine of spec/001 (defaults, presets, normalisation,
// migration, validation) and the layout parameters the engine takes from processed options.

export * from '../gallery/model/options/index.ts';
export {
  galleryLayout,
  galleryLayoutParams,
  type GalleryLayout,
  type GalleryLayoutContext,
  resolveLayoutParams,
  type Container,
  type ResolveContext,
} from '../gallery/model/index.ts';
