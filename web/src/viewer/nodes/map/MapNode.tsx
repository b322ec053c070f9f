// MAP (spec/000 §3): the map in its container (the data's custom width and height), behind a
// block spoiler when the data asks.

import { useMemo } from 'react';
import type { NodeRendererProps } from '../../registry.ts';
import { ContainerBox, readContainerData } from '../container/index.ts';
import { nodeData } from '../data.ts';
import { BlockSpoiler } from '../spoiler/BlockSpoiler.tsx';
import { readMapSettings } from './map-settings.ts';
import { MapView } from './MapView.tsx';

export default function MapNode({ node, anchorId, parentType }: NodeRendererProps) {
  const settings = useMemo(() => readMapSettings(node), [node]);
  if (settings instanceof Error) throw settings;
  const containerData = nodeData(node, 'mapData').containerData;
  return (
    <ContainerBox
      layout={readContainerData(containerData)}
      anchorId={anchorId}
      topLevel={parentType === undefined}
    >
      <BlockSpoiler containerData={containerData}>
        <MapView settings={settings} node={node} />
      </BlockSpoiler>
    </ContainerBox>
  );
}
