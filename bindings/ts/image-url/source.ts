// Twin of crates/image-url/src/source.rs: what an image id allows (spec/001 §5 "Image address
// builder rules"): blank and `none` ids give no image, ids that cannot be transformed (external
// links, unknown or missing extensions, svg, gif) pass through, the rest get transforms.

import { asciiLower, encodeComponent, isBlank } from './text.ts';

export const SOURCE_BLANK = 0;
export const SOURCE_PASS_THROUGH = 1;
export const SOURCE_TRANSFORM = 2;

export const FILE_JPG = 0;
export const FILE_PNG = 1;
/** wix_mp and wix_ico_mp: transformed, but never given a quality. */
export const FILE_MEDIA_PLATFORM = 2;
/** webp and avif: resized only, never cropped or focused. */
export const FILE_WEB = 3;
export const FILE_OTHER = 4;

/**
 * Extensions that get transforms, with their file kind. spec/001 §5 names png, jpg, jpeg,
 * wix_ico_mp and wix_mp; the reference also transforms jpe, webp and avif.
 */
const TRANSFORMABLE: ReadonlyMap<string, number> = new Map([
  ['jpg', FILE_JPG],
  ['jpeg', FILE_JPG],
  ['jpe', FILE_JPG],
  ['png', FILE_PNG],
  ['webp', FILE_WEB],
  ['avif', FILE_WEB],
  ['wix_mp', FILE_MEDIA_PLATFORM],
  ['wix_ico_mp', FILE_MEDIA_PLATFORM],
]);

/** Links the static host cannot transform: they start with http, data or //. */
const EXTERNAL_PREFIXES = ['http', 'data', '//'];

/** Characters a file name may not carry; each becomes an underscore (the reference's set,
 * which includes the left double quotation mark U+201C). */
const NAME_UNSAFE = '."*/:<>?\\|\u201c';

export interface Source {
  kind: number;
  fileKind: number;
  /** The lower-case extension, e.g. `jpg`. */
  extension: string;
}

function transformableKind(extension: string): number | undefined {
  return TRANSFORMABLE.get(extension);
}

/** An id that names no image (spec/001 §5), in any case. */
const BLANK_NAME = 'none';

export function classifySource(id: string): Source {
  if (isBlank(id) || (id.length === BLANK_NAME.length && asciiLower(id) === BLANK_NAME)) {
    return { kind: SOURCE_BLANK, fileKind: FILE_OTHER, extension: '' };
  }
  const passThrough = { kind: SOURCE_PASS_THROUGH, fileKind: FILE_OTHER, extension: '' };
  if (EXTERNAL_PREFIXES.some((prefix) => id.startsWith(prefix))) return passThrough;
  const dot = id.lastIndexOf('.');
  if (dot < 0) return passThrough;
  const extension = asciiLower(id.slice(dot + 1));
  const fileKind = transformableKind(extension);
  if (fileKind === undefined) return passThrough;
  return { kind: SOURCE_TRANSFORM, fileKind, extension };
}

/**
 * The last segment of a transformed address: the requested name (its own known extension
 * dropped, unsafe characters made underscores, URI-encoded) or the id after its first slash,
 * either way ending in the id's extension in lower case.
 */
export function fileName(id: string, name: string, extension: string): string {
  if (name !== '') {
    const dot = name.lastIndexOf('.');
    const base =
      dot >= 0 && transformableKind(name.slice(dot + 1)) !== undefined ? name.slice(0, dot) : name;
    let safe = '';
    for (const char of base) safe += NAME_UNSAFE.includes(char) ? '_' : char;
    return `${encodeComponent(safe)}.${extension}`;
  }
  const slash = id.indexOf('/');
  const path = slash >= 0 ? id.slice(slash + 1) : id;
  return `${path.slice(0, path.lastIndexOf('.'))}.${extension}`;
}
