// Reads and checks the JSON that `tessera layout` takes on stdin. Every problem is a
// `UsageError` naming the first offending value by its path (items[3].width).

import {
  type Container,
  DEFAULT_VIEWPORT,
  DEVICE_TYPES,
  type DeviceType,
  itemSizes,
} from '../../web/src/gallery/model/index.ts';
import { UsageError } from './command.ts';
import { finiteNumber, isObject, size } from './json-input.ts';

export type ItemId = string | number;

export interface LayoutInput {
  /** The items' ids, in input order, exactly as given. */
  ids: ItemId[];
  /** The items' own sizes as (width, height) pairs, in input order. */
  sizes: Float64Array;
  container: Container;
  /** The window a percent target item size is measured against (spec/001 §9: 1920 by 1200). */
  viewport: Container;
  /** Gallery options, nested or flat; the option engine checks their values. */
  options: unknown;
  /** The device the gallery is shown on: the mobile rules of spec/001 §4 (desktop when absent). */
  deviceType: DeviceType;
  /**
   * Whether texts placed above, below or beside the items are drawn there, so they take room
   * (pro-gallery's gallery prop of that name); true when absent, as the gallery draws them.
   */
  isUsingCustomInfoElements: boolean;
}

function itemId(value: unknown, path: string): ItemId {
  if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))
    return value;
  throw new UsageError(`${path} must be a string or a finite number`);
}

function parseJson(text: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '')
    throw new UsageError('stdin is empty: expected a JSON object with items and container');
  try {
    return JSON.parse(body);
  } catch (error) {
    throw new UsageError(`stdin is not valid JSON (${(error as Error).message})`);
  }
}

/** The optional viewport: both sizes default to spec/001 §9's screen, each may be given alone. */
function viewport(value: unknown): Container {
  if (value === undefined) return { ...DEFAULT_VIEWPORT };
  if (!isObject(value)) throw new UsageError('viewport must be an object with width and height');
  return {
    width: value.width === undefined ? DEFAULT_VIEWPORT.width : size(value.width, 'viewport.width'),
    height:
      value.height === undefined ? DEFAULT_VIEWPORT.height : size(value.height, 'viewport.height'),
  };
}

function deviceType(value: unknown): DeviceType {
  if (value === undefined) return 'desktop';
  const found = DEVICE_TYPES.find((type) => type === value);
  if (found === undefined)
    throw new UsageError(`deviceType must be one of ${DEVICE_TYPES.join(', ')}`);
  return found;
}

function flag(value: unknown, path: string, absent: boolean): boolean {
  if (value === undefined) return absent;
  if (typeof value !== 'boolean') throw new UsageError(`${path} must be true or false`);
  return value;
}

export function parseLayoutInput(text: string): LayoutInput {
  const input = parseJson(text);
  if (!isObject(input))
    throw new UsageError('the input must be a JSON object with items and container');

  const { items } = input;
  if (!Array.isArray(items)) throw new UsageError('items must be an array');
  const ids: ItemId[] = [];
  const dimensions: { width: number; height: number }[] = [];
  items.forEach((item: unknown, i) => {
    const at = `items[${i}]`;
    if (!isObject(item)) throw new UsageError(`${at} must be an object`);
    ids.push(itemId(item.id, `${at}.id`));
    dimensions.push({
      width: size(item.width, `${at}.width`),
      height: size(item.height, `${at}.height`),
    });
  });

  const { container } = input;
  if (!isObject(container))
    throw new UsageError('container must be an object with width and height');
  const width = finiteNumber(container.width, 'container.width');
  // The height only matters to horizontal galleries; an absent height is unknown, i.e. 0.
  const height =
    container.height === undefined ? 0 : finiteNumber(container.height, 'container.height');

  const options = input.options ?? {};
  if (!isObject(options)) throw new UsageError('options must be an object');

  return {
    ids,
    sizes: itemSizes(dimensions),
    container: { width, height },
    viewport: viewport(input.viewport),
    options,
    deviceType: deviceType(input.deviceType),
    isUsingCustomInfoElements: flag(
      input.isUsingCustomInfoElements,
      'isUsingCustomInfoElements',
      true,
    ),
  };
}
