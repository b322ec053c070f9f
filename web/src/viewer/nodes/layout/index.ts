export { normaliseSpans } from './column-spans.ts';
export { Layout } from './Layout.tsx';
export { LayoutCell } from './LayoutCell.tsx';
