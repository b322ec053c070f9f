// The overlays a desktop visitor gets once pointing at the content (spec/000 §2): the popover
// previewing a text link and the toolbar over selected text. A lazy chunk (LazyOverlays.tsx).

import type { OverlaysProps } from './overlays-props.ts';
import { LinkPreviewPopover } from './LinkPreviewPopover.tsx';
import { SelectionToolbar } from './SelectionToolbar.tsx';

export default function ViewerOverlays(props: OverlaysProps) {
  return (
    <>
      <LinkPreviewPopover {...props} />
      <SelectionToolbar {...props} />
    </>
  );
}
