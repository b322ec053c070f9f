// Where an item's LINK click action goes: the item's derived `linkUrl` and `linkOpenType`
// (spec/002 §3), through the content's link rules, so that no refused scheme (javascript:,
// data: ...) ever reaches an href. A new tab unless the item says otherwise.

import { type ResolvedLink, resolveLink } from '../../content/links/index.ts';
import type { LinkTarget } from '../../content/types/common.ts';
import type { ItemModel } from '../model/index.ts';

const TARGETS: Readonly<Record<string, LinkTarget>> = {
  _self: 'SELF',
  _blank: 'BLANK',
  _parent: 'PARENT',
  _top: 'TOP',
};

/** null when the item has no link, or one the link rules refuse. */
export function itemLink(
  item: Partial<Pick<ItemModel, 'linkUrl' | 'linkOpenType'>>,
): ResolvedLink | null {
  const { linkUrl, linkOpenType } = item;
  if (typeof linkUrl !== 'string' || linkUrl.trim() === '') return null;
  const target =
    typeof linkOpenType === 'string' && Object.hasOwn(TARGETS, linkOpenType)
      ? TARGETS[linkOpenType]
      : 'BLANK';
  return resolveLink({ url: linkUrl, target });
}
