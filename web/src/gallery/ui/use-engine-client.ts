// The engine a gallery uses: the one it was handed, else the page's shared worker client.

import { useEffect, useState } from 'react';
import { type EngineClient, sharedEngineClient } from '../worker/index.ts';

export function useEngineClient(given?: EngineClient): EngineClient | undefined {
  const [shared, setShared] = useState<EngineClient>();
  useEffect(() => {
    if (given !== undefined) return;
    let current = true;
    sharedEngineClient().then((client) => {
      if (current) setShared(client);
    });
    return () => {
      current = false;
    };
  }, [given]);
  return given ?? shared;
}
