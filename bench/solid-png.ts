// A PNG of one colour, written from the PNG specification's chunks (signature, IHDR, IDAT, IEND):
// the browser benchmark's pictures, decoded like any photo rather than drawn like an SVG.

import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOUR_TYPE_RGB = 2;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A width x height PNG filled with the colour [r, g, b]. */
export function solidPng(width: number, height: number, [r, g, b]: readonly number[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = COLOUR_TYPE_RGB;
  // Each row: filter type 0, then the pixels.
  const row = Buffer.alloc(1 + 3 * width);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + 3 * x);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
