// `tessera video-url`: video links, one per line on stdin -> one JSON result per line on stdout:
// the parsed link of spec/001 §3, or with --player the player that plays it (spec/000 §5).

import { buildVideoUrl, parseVideoLink, recognisePlayerUrl } from '../../web/src/media/index.ts';
import { type Command, EXIT_OK, type Io, UsageError } from './command.ts';

const HELP = `Usage: tessera video-url [--urls | --player] < links.txt

Reads one link per line on stdin and prints one line of JSON per link, in the same order:
the parsed link, or null when the line is not a media link of a known provider (an empty
line, a malformed address or a scheme other than http and https included).

Output (default):
  {"provider": "youtube", "mediaType": "video", "id": "dQw4w9WgXcQ", "params": {"start": 90}}
  provider   youtube, vimeo, dailymotion, twitch, wistia, soundcloud, facebook, tiktok,
             loom, ted, coub, youku or streamable
  mediaType  video, playlist, stream (a live channel), clip or track
  id         the media's id (absent for a channel or a YouTube playlist)
  params     the link's other query values; start and end times in seconds
  channel, list, pageId
             the channel or user, the YouTube playlist, the Facebook page, when the link has one

Options:
  --urls      also print "watch" and "embed": the canonical addresses rebuilt from the parsed link
  --player    print which player plays the link instead:
              {"player": "youtube" | "soundcloud" | "vimeo" | "facebook" | "streamable" | "wistia"
                         | "twitch" | "dailymotion" | "mixcloud" | "file",
               "url": the absolute address, "fileType": "audio" | "video" | "hls" | "dash",
               "start", "end": seconds, when the address asks for them}
  -h, --help  print this help

Exit codes: 0 done (unrecognised links print null); 2 bad arguments or nothing piped in.
`;

type Mode = 'parse' | 'urls' | 'player';

function parseArgs(args: readonly string[]): { mode: Mode; help: boolean } {
  let mode: Mode = 'parse';
  let help = false;
  for (const arg of args) {
    if (arg === '-h' || arg === '--help') help = true;
    else if (arg === '--urls' || arg === '--player') {
      const chosen: Mode = arg === '--urls' ? 'urls' : 'player';
      if (mode !== 'parse' && mode !== chosen)
        throw new UsageError('--urls and --player cannot be used together');
      mode = chosen;
    } else throw new UsageError(`unknown argument '${arg}' (see tessera video-url --help)`);
  }
  return { mode, help };
}

/** The lines of stdin; a final newline does not start another line. */
export function inputLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** One output line for one input line. */
export function videoUrlResult(line: string, mode: Mode): unknown {
  if (mode === 'player') return recognisePlayerUrl(line);
  const link = parseVideoLink(line);
  if (link === null || mode === 'parse') return link;
  return { ...link, watch: buildVideoUrl(link, 'watch'), embed: buildVideoUrl(link, 'embed') };
}

async function run(args: readonly string[], io: Io): Promise<number> {
  const { mode, help } = parseArgs(args);
  if (help) {
    io.out(HELP);
    return EXIT_OK;
  }
  if (io.stdinIsTty)
    throw new UsageError(
      'reads links on stdin, one per line; pipe some in (see tessera video-url --help)',
    );
  const lines = inputLines(await io.readStdin());
  io.out(lines.map((line) => `${JSON.stringify(videoUrlResult(line, mode))}\n`).join(''));
  return EXIT_OK;
}

export const videoUrlCommand: Command = {
  name: 'video-url',
  summary: 'parse video links read one per line on stdin; print one JSON result per line',
  help: HELP,
  run,
};
