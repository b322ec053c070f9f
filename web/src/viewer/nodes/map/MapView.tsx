// A map (spec/000 §3 MAP): the place's name and address, and, when the host gives a tile source,
// a box the size of the block above them, into which Leaflet (a chunk loaded on demand) draws the
// interactive map in the browser. The server leaves the box empty.

import { useEffect, useRef, useState } from 'react';
import type { RicosNode } from '../../../content/node.ts';
import { resolveLink } from '../../../content/links/index.ts';
import { useViewer } from '../../context.ts';
import type { MapSettings } from './map-settings.ts';
import styles from './Map.module.css';

export function MapView({ settings, node }: { settings: MapSettings; node: RicosNode }) {
  const { services, t, reportError } = useViewer();
  const tiles = services.mapTiles;
  const canvas = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const element = canvas.current;
    if (!tiles || !element) return;
    let takeDown: (() => void) | undefined;
    let current = true;
    import('./leaflet-map.ts').then(
      ({ mountMap }) => {
        if (!current) return;
        takeDown = mountMap(element, settings, tiles, {
          zoomIn: t('Map_Zoom_In'),
          zoomOut: t('Map_Zoom_Out'),
        });
        setDrawn(true);
      },
      (error: unknown) => reportError(error, node),
    );
    return () => {
      current = false;
      takeDown?.();
      setDrawn(false);
    };
  }, [tiles, settings, node, t, reportError]);

  const streetView =
    settings.streetViewControl && tiles?.streetViewUrl
      ? resolveLink({ url: tiles.streetViewUrl(settings.lat, settings.lng), target: 'BLANK' })
      : null;
  return (
    <figure className={styles.map} data-map-type={settings.mapType.toLowerCase()}>
      {tiles && (
        <div
          ref={canvas}
          className={styles.canvas}
          style={{ height: settings.height }}
          // A group rather than a region landmark: a page may show the same place twice.
          role="group"
          aria-label={t('Map_Label', { location: settings.locationName })}
          aria-busy={!drawn}
        />
      )}
      <figcaption>
        <span>{settings.locationName}</span>
        {settings.address && <span>{settings.address}</span>}
        {streetView ? (
          <a href={streetView.href} target={streetView.target} rel={streetView.rel}>
            {t('Map_Street_View')}
          </a>
        ) : (
          settings.streetViewControl && (
            <span className={styles.srOnly}>{t('Map_Street_View_Unavailable')}</span>
          )
        )}
      </figcaption>
    </figure>
  );
}
