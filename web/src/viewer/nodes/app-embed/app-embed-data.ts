// APP_EMBED data (spec/000 §3 "App embed (vertical embed card)"): type PRODUCT, EVENT or
// BOOKING, name, url, image, eventData (scheduling, location), bookingData (durations in minutes).
// Older documents carry the image as `imageSrc`.

import type { RicosNode } from '../../../content/node.ts';
import { asRecord, nodeData, readEnum, readString, toFiniteNumber } from '../data.ts';
import { type ImageSource, readImageSource } from './image-source.ts';

export const APP_EMBED_TYPES = ['PRODUCT', 'EVENT', 'BOOKING'] as const;
export type AppEmbedType = (typeof APP_EMBED_TYPES)[number];

/** spec/000 §5: "Vertical embed titles over 80 characters are cut to 80 plus an ellipsis." */
export const TITLE_MAX_LENGTH = 80;
export const TITLE_ELLIPSIS = '...';

export interface AppEmbedCard {
  type: AppEmbedType;
  name: string;
  url: string | undefined;
  image: ImageSource | undefined;
  scheduling: string | undefined;
  location: string | undefined;
  /** Minutes as a number, or the data's own words when they are not a number. */
  duration: number | string | undefined;
}

export function cutTitle(name: string): string {
  const characters = [...name];
  return characters.length > TITLE_MAX_LENGTH
    ? characters.slice(0, TITLE_MAX_LENGTH).join('') + TITLE_ELLIPSIS
    : name;
}

function trimmed(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text === '' ? undefined : text;
}

function readDuration(value: unknown): number | string | undefined {
  const minutes = toFiniteNumber(value);
  if (minutes !== undefined) return minutes >= 0 ? Math.round(minutes) : undefined;
  return typeof value === 'string' ? trimmed(value) : undefined;
}

/** The card, or an Error for data that is not an app embed of a known type. */
export function readAppEmbed(node: RicosNode): AppEmbedCard | Error {
  const data = nodeData(node, 'appEmbedData');
  const type = readEnum(data, 'type', APP_EMBED_TYPES);
  if (type === undefined)
    return new Error(`APP_EMBED: unknown type ${JSON.stringify(data.type ?? null)}`);
  const event = asRecord(data.eventData);
  return {
    type,
    name: readString(data, 'name')?.trim() ?? '',
    url: trimmed(readString(data, 'url')),
    image: readImageSource(data.image) ?? readImageSource(data.imageSrc),
    scheduling: trimmed(readString(event, 'scheduling')),
    location: trimmed(readString(event, 'location')),
    duration: readDuration(asRecord(data.bookingData)?.durations),
  };
}
