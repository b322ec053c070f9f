// The viewer's image engine: the one given, the one this page already loaded, or undefined while
// it loads (images show their placeholder meanwhile).

import { useEffect, useState } from 'react';
import type { ImageUrlEngine } from '../../../../bindings/index.ts';
import { cachedImageEngine, loadViewerImageEngine } from './image-engine.ts';

export function useImageEngine(given: ImageUrlEngine | undefined): ImageUrlEngine | undefined {
  const [loaded, setLoaded] = useState<ImageUrlEngine | undefined>(cachedImageEngine);
  const engine = given ?? loaded;
  useEffect(() => {
    if (engine) return;
    let live = true;
    loadViewerImageEngine().then((value) => live && setLoaded(() => value));
    return () => {
      live = false;
    };
  }, [engine]);
  return engine;
}
