// Plain media files the file player plays, by the extension of the address's path (spec/000 §5:
// audio mp3, m4a, wav, aac and others; video mp4, ogg, webm, mov, m4v; playlists m3u8; mpd).

export type FileType = 'audio' | 'video' | 'hls' | 'dash';

const EXTENSIONS: Readonly<Record<FileType, readonly string[]>> = {
  audio: [
    'mp3',
    'm4a',
    'm4b',
    'mp4a',
    'mpga',
    'mp2',
    'mp2a',
    'm2a',
    'm3a',
    'wav',
    'weba',
    'aac',
    'oga',
    'opus',
    'flac',
    'spx',
  ],
  video: ['mp4', 'ogg', 'ogv', 'webm', 'mov', 'm4v'],
  hls: ['m3u8'],
  dash: ['mpd'],
};

const TYPE_BY_EXTENSION: ReadonlyMap<string, FileType> = new Map(
  (Object.entries(EXTENSIONS) as [FileType, readonly string[]][]).flatMap(([type, list]) =>
    list.map((extension): [string, FileType] => [extension, type]),
  ),
);

/** The file's type from the last path segment's extension, case ignored; null for anything else. */
export function fileTypeOf(url: URL): FileType | null {
  const name = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return null;
  return TYPE_BY_EXTENSION.get(name.slice(dot + 1).toLowerCase()) ?? null;
}
