// MAP (spec/000 §3): the map in its container (the data's custom width and height), behind a
// block spoiler when the data asks.

import { useMemo } from 'react';
import type { NodeRendererProps } from '../../registry.ts';
import { nodeData } from '../data.ts';
import { MediaBlock } from '../media/MediaBlock.tsx';
import { readMapSettings } from './map-settings.ts';
import { MapView } from './MapView.tsx';

export default function MapNode({ node, anchorId, parentType }: NodeRendererProps) {
  const settings = useMemo(() => readMapSettings(node), [node]);
  if (settings instanceof Error) throw settings;
  const containerData = nodeData(node, 'mapData').containerData;
  return (
    <MediaBlock containerData={containerData} anchorId={anchorId} parentType={parentType}>
      <MapView settings={settings} node={node} />
    </MediaBlock>
  );
}
