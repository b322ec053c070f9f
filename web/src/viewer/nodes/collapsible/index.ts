export { CollapsibleItem } from './CollapsibleItem.tsx';
export { CollapsibleItemBody } from './CollapsibleItemBody.tsx';
export { CollapsibleItemTitle } from './CollapsibleItemTitle.tsx';
export { CollapsibleList } from './CollapsibleList.tsx';
